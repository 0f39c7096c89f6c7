import type { SiteSettings } from '../../src/site/settings'
import type { InlineHashes } from './inline-hashes'

/** A policy's directives in the order they are written, each with its sources. */
export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>

const SELF = "'self'"
const GTM = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const TURNSTILE = 'https://challenges.cloudflare.com'

function origin(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The fixed part of every page's policy, from the build's settings: the site's
 * own origin, and a third party only when a setting brings it in (the tag
 * manager, the bot check, the user pool and its hosted login). Search needs
 * 'wasm-unsafe-eval': Pagefind's browser code compiles WebAssembly, which allows
 * no `eval` of JavaScript.
 */
export function fixedDirectives(settings: SiteSettings): Directives {
  const gtm = settings.analytics.containerId ? [GTM] : []
  const turnstile = settings.botCheck.siteKey ? [TURNSTILE] : []
  const signIn = settings.signIn
    ? [...new Set([...origin(settings.signIn.endpoint), ...origin(settings.signIn.hostedDomain)])]
    : []
  return [
    ['default-src', [SELF]],
    ['script-src', [SELF, "'wasm-unsafe-eval'", ...gtm, ...turnstile]],
    ['style-src', [SELF]],
    ['img-src', [SELF, 'data:', ...gtm, ...(gtm.length ? GOOGLE_ANALYTICS : [])]],
    ['font-src', [SELF]],
    ['connect-src', [SELF, ...signIn, ...gtm, ...(gtm.length ? GOOGLE_ANALYTICS : [])]],
    ['frame-src', turnstile.length ? turnstile : ["'none'"]],
    ['worker-src', [SELF]],
    ['manifest-src', [SELF]],
    ['object-src', ["'none'"]],
    ['base-uri', [SELF]],
    ['form-action', [SELF]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ]
}

/** The policy of a document: the fixed directives, its inline scripts' and styles' hashes added. */
export function contentSecurityPolicy(fixed: Directives, hashes: InlineHashes): string {
  return fixed
    .map(([name, sources]) => {
      const all =
        name === 'script-src'
          ? [...sources, ...hashes.scripts]
          : name === 'style-src'
            ? [...sources, ...hashes.styles]
            : sources
      return [name, ...all].join(' ')
    })
    .join('; ')
}

/** The hashes of several documents together, each once, sorted. */
export function unionOf(all: Iterable<InlineHashes>): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const hashes of all) {
    for (const hash of hashes.scripts) scripts.add(hash)
    for (const hash of hashes.styles) styles.add(hash)
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}
