import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { redirectStatus, type Redirect } from '../../src/redirects/lookup'
import { PREFIXED_LOCALES, localeConfig, type Locale } from '../../src/site/locales'
import { REDIRECTS_URL, localeOfPath, notFoundPath } from '../../src/site/paths'
import { outputFile } from './page-data-writer'
import { fill } from './ui-strings'

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * `_redirects` for Netlify- and Cloudflare-Pages-style hosts: every row, then
 * each prefixed locale's not-found page for anything else under it.
 */
export function hostRedirects(rows: readonly Redirect[]): string {
  const lines = rows.map((r) => `${r.fromPath} ${r.toPath} ${redirectStatus(r)}`)
  for (const locale of PREFIXED_LOCALES)
    lines.push(`/${locale}/* ${notFoundPath(locale).slice(0, -1)}.html 404`)
  return `${lines.join('\n')}\n`
}

/**
 * A stub's script: on to the target its element names, keeping the visitor's
 * query and hash unless the target brings its own. The same text in every
 * stub, so the content security policy allows it by one hash.
 */
export const STUB_SCRIPT =
  'var t=document.currentScript.getAttribute("data-to");' +
  "location.replace(t+(t.indexOf('?')<0?location.search:'')+(t.indexOf('#')<0?location.hash:''))"

/** A locale's title for stubs, `{{path}}` standing for the target (`redirectStub.title` of the UI strings). */
export type StubTitle = (locale: Locale) => string

/**
 * The language of a stub: its target page's, read from the target's path; for
 * a target on another site, whose language is not ours to know, the old path's.
 */
export function stubLocale(row: Redirect, siteUrl: string): Locale {
  const target = new URL(row.toPath, siteUrl)
  return localeOfPath(target.origin === new URL(siteUrl).origin ? target.pathname : row.fromPath)
}

/**
 * The page a plain file host serves at an old path: crawlers follow the
 * canonical link and the refresh, visitors without JavaScript the refresh,
 * and the script keeps the query string and hash.
 */
export function redirectStub(row: Redirect, siteUrl: string, stubTitle: StubTitle): string {
  const target = new URL(row.toPath, siteUrl).toString()
  const href = row.toPath
  const locale = stubLocale(row, siteUrl)
  const title = fill(stubTitle(locale), { path: row.toPath })
  return `<!doctype html><html lang="${localeConfig(locale).hrefLang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="canonical" href="${escapeHtml(target)}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${escapeHtml(href)}"><script data-to="${escapeHtml(href)}">${STUB_SCRIPT}</script></head><body><p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p></body></html>\n`
}

/** Writes the table in every form the site is served from: host file, browser JSON, HTML stubs. */
export async function writeRedirectOutputs(
  outDir: string,
  rows: readonly Redirect[],
  siteUrl: string,
  stubTitle: StubTitle,
): Promise<void> {
  await writeFile(path.join(outDir, '_redirects'), hostRedirects(rows))
  const json = outputFile(outDir, REDIRECTS_URL)
  await mkdir(path.dirname(json), { recursive: true })
  await writeFile(json, JSON.stringify(rows))
  for (const row of rows) {
    const file = path.join(outputFile(outDir, row.fromPath), 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, redirectStub(row, siteUrl, stubTitle))
  }
}
