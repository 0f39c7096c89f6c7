import { brandConfig, type BrandConfig } from '../../src/site/brands.ts'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/site/settings.ts'

/** Build settings from the environment, with the one local default: Edgepoint. */
export function brandFromEnv(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  return brandConfig(env.BRAND ?? 'edgepoint')
}

/** The site settings from the environment, and a line for each thing left out. */
export function siteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  settings: SiteSettings
  notes: string[]
} {
  const notes: string[] = []
  const containerId = env.GTM_CONTAINER_ID?.trim()
  if (!containerId)
    notes.push(
      'no GTM_CONTAINER_ID: the tag manager container is not loaded (the data layer still fills)',
    )
  const webVitals = env.WEB_VITALS !== 'false'
  if (!webVitals) notes.push('WEB_VITALS=false: Core Web Vitals are not reported')
  const siteKey = env.TURNSTILE_SITE_KEY?.trim()
  if (!siteKey)
    notes.push(
      'no TURNSTILE_SITE_KEY: forms render without the bot check (its script is never loaded)',
    )
  return {
    settings: {
      analytics: {
        dataLayerName: env.DATA_LAYER_NAME?.trim() || DEFAULT_SETTINGS.analytics.dataLayerName,
        routeChangeEventName:
          env.ROUTE_CHANGE_EVENT?.trim() || DEFAULT_SETTINGS.analytics.routeChangeEventName,
        ...(containerId ? { containerId } : {}),
        webVitals,
      },
      botCheck: siteKey ? { siteKey } : {},
    },
    notes,
  }
}
