import { AUTH_ENV, noAuthSettings, parseAuthSettings } from '../../src/site/sign-in-settings.ts'
import { BRAND_IDS, BRANDS, isBrandId, type BrandConfig } from '../../src/site/brands.ts'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/site/settings.ts'
import { UsageError } from '../exit.ts'

/**
 * A brand by its id. Any other value is a usage error, which the CLI prints
 * as one line and exit code 2 whichever command asked (--brand or BRAND).
 */
export function brandNamed(id: string): BrandConfig {
  if (!isBrandId(id))
    throw new UsageError(`Unknown brand "${id}": use one of ${BRAND_IDS.join(', ')}.`)
  return BRANDS[id]
}

/** Build settings from the environment, with the one local default: Edgepoint. */
export function brandFromEnv(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  return brandNamed(env.BRAND ?? 'edgepoint')
}

/** Bad settings, all of them, each naming the variable to change. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Build settings are not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'SettingsError'
  }
}

/**
 * The sign-in settings of `brand`. A brand with mandatory sign-in and none of
 * its settings builds without sign-in, as the local default does, and says so
 * (the release audit refuses such a build); set but wrong, the build stops.
 */
function signInFromEnv(
  brand: BrandConfig,
  env: NodeJS.ProcessEnv,
  notes: string[],
): Pick<SiteSettings, 'signIn'> {
  if (!brand.signIn) {
    if (!noAuthSettings(env))
      notes.push(`${brand.name} has no sign-in: the COGNITO_* settings are ignored`)
    return {}
  }
  if (noAuthSettings(env)) {
    notes.push(
      `no ${AUTH_ENV.userPoolId} or ${AUTH_ENV.clientId}: ${brand.name} is built WITHOUT its mandatory sign-in, every page public (not fit to publish)`,
    )
    return {}
  }
  const parsed = parseAuthSettings(env)
  if (!parsed.ok) throw new SettingsError(parsed.errors)
  return { signIn: { ...parsed.settings, issuer: brand.name } }
}

/** The site settings of `brand` from the environment, and a line for each thing left out. */
export function siteSettingsFromEnv(
  brand: BrandConfig,
  env: NodeJS.ProcessEnv = process.env,
): {
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
      ...signInFromEnv(brand, env, notes),
    },
    notes,
  }
}
