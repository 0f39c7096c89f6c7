/**
 * Settings the build takes from the environment and bakes into the bundle.
 * Without any of them the site still builds and runs; the build log says what
 * it left out.
 */
import type { AuthSettings } from './sign-in-settings'

export interface SiteSettings {
  analytics: {
    /** Name of the data layer array on window (specification: default dataLayer). */
    dataLayerName: string
    /** Event pushed 50 ms after each route change (default gatsby-route-change). */
    routeChangeEventName: string
    /** Google Tag Manager container id; the container loads only when set. */
    containerId?: string
    /** Core Web Vitals (LCP, INP, CLS) pushed to the data layer. */
    webVitals: boolean
  }
  botCheck: {
    /**
     * Cloudflare Turnstile site key. The Turnstile script loads only on a page
     * where a form renders the bot check, and never without a key.
     */
    siteKey?: string
  }
  /** The user pool a brand with mandatory sign-in uses; absent, the build has no sign-in code. */
  signIn?: AuthSettings
}

export const DEFAULT_SETTINGS: SiteSettings = {
  analytics: {
    dataLayerName: 'dataLayer',
    routeChangeEventName: 'gatsby-route-change',
    webVitals: true,
  },
  botCheck: {},
}

declare const __SITE_SETTINGS__: SiteSettings | undefined

/** The settings of this build (the defaults where the code runs outside a build, as in tests). */
export const settings: SiteSettings =
  typeof __SITE_SETTINGS__ === 'undefined' ? DEFAULT_SETTINGS : __SITE_SETTINGS__
