import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useT } from '../i18n/translations'
import { settings } from '../site/settings'
import { trackRouteChange } from '../runtime/analytics'

/**
 * After each client-side navigation: tells screen readers where they are
 * ("Navigated to {title or first heading}", in the page's language), moves
 * focus to the main heading unless a hash target takes it, and pushes the
 * route-change event to the data layer. Scrolling is the router's own
 * restoration (top, saved position on back/forward, or the hash target).
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const { t } = useT()
  const [message, setMessage] = useState('')
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
        if (!pathChanged) return
        trackRouteChange(settings.analytics)
        requestAnimationFrame(() => {
          const heading = document.querySelector<HTMLElement>('main h1')
          const target = heading ?? document.querySelector<HTMLElement>('main')
          const title = heading?.textContent?.trim() || document.title
          setMessage(t('navigatedTo', { title }))
          if (!toLocation.hash && target) {
            if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
            target.focus({ preventScroll: true })
          }
        })
      }),
    [router, t],
  )
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true" id="route-announcer">
      {message}
    </div>
  )
}
