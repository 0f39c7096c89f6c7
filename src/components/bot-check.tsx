import { useEffect, useRef } from 'react'
import { useT } from '../i18n/translations'
import { loadTurnstile, turnstileLanguage, type TurnstileApi } from '../runtime/bot-check'
import { isLocale, localeConfig } from '../site/locales'
import { settings } from '../site/settings'

export interface BotCheckProps {
  /** Names the form in Turnstile's analytics and validation result: up to 32 of a-z, A-Z, 0-9, - and _. */
  action: string
  /** Each new token, for the form to send along; only the server can tell whether it is valid. */
  onToken: (token: string) => void
  /** The last token expired: the form should drop it (Turnstile then fetches a fresh one). */
  onExpired?: () => void
  /**
   * No token for now: Turnstile's error code (it retries by itself, so this may come more than
   * once), or no code when its script could not load at all. The form decides whether to
   * submit without a token.
   */
  onError?: (code?: string) => void
  /** The configured site key unless given; without one the bot check is left out. */
  siteKey?: string
}

/**
 * The Cloudflare Turnstile widget of a form, in the page's language. Its script
 * loads when the first bot check mounts, so pages without a form never load it.
 */
export function BotCheck({
  action,
  onToken,
  onExpired,
  onError,
  siteKey = settings.botCheck.siteKey,
}: BotCheckProps) {
  const { language: active } = useT()
  const language = isLocale(active) ? turnstileLanguage(localeConfig(active).hrefLang) : 'auto'
  const container = useRef<HTMLDivElement>(null)

  // Turnstile keeps the callbacks it was rendered with; going through a ref lets the form pass
  // new ones on every render without the widget (and the visitor's challenge) starting over.
  const callbacks = useRef({ onToken, onExpired, onError })
  useEffect(() => {
    callbacks.current = { onToken, onExpired, onError }
  })

  useEffect(() => {
    const element = container.current
    if (!siteKey || !element) return
    let mounted = true
    let rendered: { turnstile: TurnstileApi; widgetId: string } | undefined
    loadTurnstile()
      .then((turnstile) => {
        if (!mounted) return
        const widgetId = turnstile.render(element, {
          sitekey: siteKey,
          action,
          language,
          callback: (token) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onExpired?.(),
          'error-callback': (code) => callbacks.current.onError?.(code),
        })
        if (!widgetId) throw new Error('Turnstile did not render its widget')
        rendered = { turnstile, widgetId }
      })
      .catch((error: unknown) => {
        if (!mounted) return
        console.warn('Bot check unavailable; the form goes on without a token.', error)
        callbacks.current.onError?.()
      })
    return () => {
      mounted = false
      if (rendered) rendered.turnstile.remove(rendered.widgetId)
    }
  }, [siteKey, action, language])

  if (!siteKey) return null
  return <div ref={container} className="bot-check" />
}
