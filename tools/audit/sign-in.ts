import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ACCESS_MANIFEST_FILE,
  accessRules,
  parseAccessManifest,
  protectionOf,
  type AccessManifest,
} from '../../src/edge/access-manifest'
import { BRANDS } from '../../src/site/brands'
import { pageDataUrl } from '../../src/site/paths'
import { imageFilesOf, imagesShownOn } from '../builder/access-manifest'
import { BUILD_RECORD_FILE, type BuildRecord } from '../builder/build-record'
import { readSitePages } from './site'

/**
 * The release check of sign-in, on the brand and settings the build recorded:
 * a brand that makes sign-in mandatory is not fit to publish built without
 * it, and its access manifest (what the edge handler guards) must check the
 * recorded pool's tokens and guard exactly the pages that need a signed-in
 * visitor, their data, the images only they show and the search index; a
 * brand without sign-in guards nothing.
 */
export interface SignInReport {
  check: 'sign-in'
  ok: boolean
  /** Whether the brand makes sign-in mandatory. */
  required: boolean
  protectedPages: number
  problems: string[]
}

async function readManifest(siteRoot: string): Promise<AccessManifest | undefined> {
  const file = path.join(siteRoot, ACCESS_MANIFEST_FILE)
  const text = await readFile(file, 'utf8').catch(() => undefined)
  return text === undefined ? undefined : parseAccessManifest(text, file)
}

/** Whether sign-in is mandatory and built without it: never fit to publish, whatever is skipped. */
export function lacksMandatorySignIn(record: BuildRecord): boolean {
  return Boolean(BRANDS[record.brand].signIn) && record.signIn === null
}

export async function checkSignIn(siteRoot: string, record: BuildRecord): Promise<SignInReport> {
  const brand = BRANDS[record.brand]
  const required = Boolean(brand.signIn)
  const manifest = await readManifest(siteRoot)
  const rules = manifest && accessRules(manifest)
  const pages = await readSitePages(siteRoot)
  const guarded = pages.filter((p) => p.needsSignIn)
  const problems: string[] = []
  const report = () => ({
    check: 'sign-in' as const,
    ok: problems.length === 0,
    required,
    protectedPages: guarded.length,
    problems,
  })
  if (!required) {
    if (record.signIn)
      problems.push(
        `${BUILD_RECORD_FILE}: ${brand.name} has no sign-in, yet the build says it signs in with pool ${record.signIn.userPoolId}: rebuild it`,
      )
    if (rules)
      problems.push(
        `${ACCESS_MANIFEST_FILE}: ${brand.name} has no sign-in, yet the build guards pages: rebuild it`,
      )
    for (const page of guarded)
      problems.push(`${page.path}: marked as needing sign-in on a brand without sign-in`)
    return report()
  }
  if (record.signIn === null) {
    problems.push(
      `${brand.name} was built without its mandatory sign-in (its build record names no user pool): build it with the COGNITO_* settings (docs/deploy.md)`,
    )
    return report()
  }
  if (!manifest || !rules) {
    problems.push(
      `${brand.name} was built with sign-in (pool ${record.signIn.userPoolId}), but has no ${ACCESS_MANIFEST_FILE}: nothing is guarded; build it again`,
    )
    return report()
  }
  // The issuer is the pool's URL, ending in its id (Cognito's or a local server's).
  if (!manifest.issuer.endsWith(`/${record.signIn.userPoolId}`)) {
    problems.push(
      `${ACCESS_MANIFEST_FILE}: checks the tokens of ${manifest.issuer}, not of the pool the build signs in with (${record.signIn.userPoolId}): build it again`,
    )
  }
  for (const page of pages) {
    const html = protectionOf(rules, page.path)
    const data = protectionOf(rules, pageDataUrl(page.path))
    if (page.needsSignIn && (html !== 'page' || data !== 'data')) {
      problems.push(
        `${page.path}: needs a signed-in visitor, but the access manifest leaves its ${html === 'page' ? 'page data' : 'page'} open`,
      )
    }
    if (!page.needsSignIn && (html || data)) {
      problems.push(
        `${page.path}: is public (sign-in, 404 or legal page), but the access manifest guards it`,
      )
    }
  }
  const shown = await imagesShownOn(
    siteRoot,
    pages.filter((p) => !p.needsSignIn).map((p) => p.path),
  )
  for (const image of [...shown].filter((i) => protectionOf(rules, i)).sort()) {
    problems.push(
      `${image}: a public page shows it, but the access manifest guards it: signed-out visitors see it broken`,
    )
  }
  const open = (await imageFilesOf(siteRoot)).filter(
    (file) => !shown.has(file) && protectionOf(rules, file) !== 'data',
  )
  if (open.length > 0) {
    problems.push(
      `/images/: ${open.length} shown only on protected pages, but the access manifest leaves them open (${open.slice(0, 3).join(', ')}${open.length > 3 ? ', …' : ''}): rebuild the site`,
    )
  }
  if (
    existsSync(path.join(siteRoot, 'pagefind')) &&
    protectionOf(rules, '/pagefind/pagefind.js') !== 'data'
  ) {
    problems.push(
      '/pagefind/: the search index holds protected pages, but the access manifest leaves it open',
    )
  }
  return report()
}
