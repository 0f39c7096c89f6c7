import type en from './locales/en.json'

/**
 * Strings only the build writes: the head of the pages it generates (search,
 * sign-in screens, account), the offline page, redirect stubs and web app
 * manifests. Their folder is found by the string contract
 * (`tests/contract/i18n-keys.test.ts`) but not by the site's
 * `import.meta.glob('./locales/*.json')` (src/i18n/i18n.ts), so no page's
 * script downloads them.
 */
export type BuildStrings = typeof en
