import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ACCESS_MANIFEST_FILE,
  accessRules,
  parseAccessManifest,
  protectionOf,
  type AccessRules,
} from '../../src/edge/access-manifest'
import type { BrandConfig } from '../../src/site/brands'
import { pageDataUrl } from '../../src/site/paths'
import { imageFilesOf, imagesShownOn } from '../build/access-manifest'
import { readSitePages } from './site'

/**
 * The release check of sign-in: a brand that makes sign-in mandatory is not
 * fit to publish built without it, and its access manifest (what the edge
 * handler guards) must guard exactly the pages that need a signed-in visitor,
 * their data, the images only they show and the search index; a brand
 * without sign-in guards nothing.
 */
export interface SignInReport {
  check: 'sign-in'
  ok: boolean
  /** Whether the brand makes sign-in mandatory. */
  required: boolean
  protectedPages: number
  problems: string[]
}

async function readRules(siteRoot: string): Promise<AccessRules | undefined> {
  const file = path.join(siteRoot, ACCESS_MANIFEST_FILE)
  const text = await readFile(file, 'utf8').catch(() => undefined)
  return text === undefined ? undefined : accessRules(parseAccessManifest(text, file))
}

export async function checkSignIn(siteRoot: string, brand: BrandConfig): Promise<SignInReport> {
  const required = Boolean(brand.signIn)
  const rules = await readRules(siteRoot)
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
    if (rules)
      problems.push(
        `${ACCESS_MANIFEST_FILE}: ${brand.name} has no sign-in, yet the build guards pages: rebuild it`,
      )
    for (const page of guarded)
      problems.push(`${page.path}: marked as needing sign-in on a brand without sign-in`)
    return report()
  }
  if (!rules) {
    problems.push(
      `${brand.name} was built without its mandatory sign-in (no ${ACCESS_MANIFEST_FILE}): build it with the COGNITO_* settings (docs/deploy.md)`,
    )
    return report()
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
