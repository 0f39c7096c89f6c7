import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../i18n/translations'
import { alreadyTried, fullNavigation, isResourceLoadError } from '../runtime/full-navigation'

/**
 * What a visitor sees when a page cannot load (a server error, a network that
 * stays down): a readable page with a way to try again. A script chunk or
 * stylesheet that failed sends the visitor to the page by a full navigation
 * instead, once.
 */
export function PageError({ error, reset }: ErrorComponentProps) {
  const { t } = useT()
  const router = useRouter()
  const href = router.state.location.href
  const reload = isResourceLoadError(error) && !alreadyTried(href)
  useEffect(() => {
    if (reload) void fullNavigation(href)
    else console.error(error)
  }, [reload, href, error])
  if (reload) return null
  return (
    <main id="main" tabIndex={-1} className="container page-error">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.body')}</p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {t('errors.retry')}
        </button>{' '}
        <a href={href}>{t('errors.reload')}</a>
      </p>
    </main>
  )
}
