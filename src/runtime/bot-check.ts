/**
 * Cloudflare Turnstile, the bot check of our forms. Explicit rendering: the
 * script only defines `window.turnstile`, and each form renders its widget
 * itself, so the script loads on the pages with a form and nowhere else.
 */
export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** The render options we use, named as Cloudflare documents them for explicit rendering. */
export interface TurnstileOptions {
  sitekey: string
  /** Told apart in analytics and returned on validation: up to 32 of a-z, A-Z, 0-9, - and _. */
  action?: string
  cData?: string
  /** A language Turnstile supports (see turnstileLanguage), or 'auto' for the browser's. */
  language?: string
  theme?: 'auto' | 'light' | 'dark'
  size?: 'normal' | 'flexible' | 'compact'
  appearance?: 'always' | 'execute' | 'interaction-only'
  callback?: (token: string) => void
  /** Gets Turnstile's client-side error code; unless it returns a truthy value, Turnstile logs the code too. */
  'error-callback'?: (code: string) => unknown
  'expired-callback'?: () => void
  'timeout-callback'?: () => void
}

/** The part of the Turnstile API we use. */
export interface TurnstileApi {
  /** The new widget's id, or undefined when Turnstile could not render it. */
  render(container: HTMLElement, options: TurnstileOptions): string | undefined
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | undefined

/**
 * The Turnstile API, its script injected on the first call only. Browser-only:
 * call it from an effect. A failed load is forgotten so that a later call can try again.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (loading) return loading
  const ready = window.turnstile
  if (ready) return (loading = Promise.resolve(ready))

  const script = document.createElement('script')
  script.src = TURNSTILE_SCRIPT_URL
  script.async = true
  script.defer = true
  const attempt = new Promise<TurnstileApi>((resolve, reject) => {
    const fail = (message: string) => {
      // A dead script element would only mislead whoever looks for one; the retry adds its own.
      script.remove()
      if (loading === attempt) loading = undefined
      reject(new Error(message))
    }
    script.addEventListener('load', () => {
      const api = window.turnstile
      if (api) resolve(api)
      else fail(`Bot check: ${TURNSTILE_SCRIPT_URL} loaded but did not define window.turnstile`)
    })
    script.addEventListener('error', () =>
      fail(`Bot check: could not load ${TURNSTILE_SCRIPT_URL}`),
    )
  })
  loading = attempt
  document.head.append(script)
  return attempt
}

/**
 * The Turnstile language for a BCP 47 tag. Turnstile lists two-letter codes for
 * most languages but knows no regional variants such as en-CA or fr-CA, while
 * Chinese needs its region to tell Simplified (zh-cn) from Traditional (zh-tw).
 */
export function turnstileLanguage(tag: string): string {
  const [language = '', region] = tag.toLowerCase().split('-')
  if (!language) return 'auto'
  return language === 'zh' && region ? `zh-${region}` : language
}
