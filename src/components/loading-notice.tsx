import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useT } from '../i18n/translations'
import { DELAYED_LOAD_NOTICE_MS } from '../runtime/retry'

/** "Still loading…" once a navigation has waited 1 s for its page; gone when the page arrives. */
export function LoadingNotice() {
  const { t } = useT()
  const pendingHref = useRouterState({
    select: (s) => (s.status === 'pending' ? s.location.href : undefined),
  })
  const [delayedHref, setDelayedHref] = useState<string>()
  useEffect(() => {
    if (!pendingHref) return
    const timer = setTimeout(() => setDelayedHref(pendingHref), DELAYED_LOAD_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [pendingHref])
  const show = pendingHref !== undefined && delayedHref === pendingHref
  return (
    <div className="loading-notice" role="status" aria-live="polite" data-visible={show}>
      {show ? t('loading.delayed') : ''}
    </div>
  )
}
