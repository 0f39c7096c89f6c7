import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { BrandConfig } from '../../src/site/brands'
import { REDIRECTS_URL } from '../../src/site/paths'
import { InputError, type InputProblem } from '../content/errors'
import type { ContentIndex } from '../../src/model/content'
import { loadContent } from '../content/load'
import { startPreview } from '../preview/server'
import { checkRedirects, errorsOf } from '../redirects/table'
import { isDerived, type RedirectFinding } from '../redirects/validate'
import { readSitePages } from './site'

const round1 = (n: number) => Math.round(n * 10) / 10

export interface ContentReport {
  check: 'content'
  ok: boolean
  brand: string
  /** Content pages loaded (0 when the content has problems). */
  pages: number
  problems: InputProblem[]
  seconds: number
}

/** `tools content check` as a library call: the content of a brand, validated without building. */
export async function checkContent(
  root: string,
  brand: BrandConfig,
): Promise<{ report: ContentReport; content: ContentIndex | undefined }> {
  const started = performance.now()
  const seconds = () => round1((performance.now() - started) / 1000)
  try {
    const content = await loadContent(root, brand.id)
    return {
      report: {
        check: 'content',
        ok: true,
        brand: brand.id,
        pages: content.entries.length,
        problems: [],
        seconds: seconds(),
      },
      content,
    }
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return {
      report: {
        check: 'content',
        ok: false,
        brand: brand.id,
        pages: 0,
        problems: error.problems,
        seconds: seconds(),
      },
      content: undefined,
    }
  }
}

/** A redirect of the built table that does not end on a page. */
export interface BrokenRedirect {
  from: string
  to: string
  /** Where following it ended, and with which status (0: too many hops). */
  endsAt: string
  status: number
}

export interface RedirectsReport {
  check: 'redirects'
  ok: boolean
  /** The redirect table (CSV, hand rows) whose effective table was checked against the built pages. */
  file: string
  /** Rows of the effective table: the hand rows, then the rows derived from the content they leave. */
  rows: number
  /** Of those, the table's hand rows and the rows derived from the content. */
  hand: number
  derived: number
  errors: number
  warnings: number
  findings: RedirectFinding[]
  /** The built table (`page-data/redirects.json`), each row followed through the preview server. */
  built: { rows: number; broken: BrokenRedirect[] }
  seconds: number
}

const builtTableSchema = z.array(z.object({ fromPath: z.string(), toPath: z.string() }))

/**
 * Follows every row of the built redirect table through the preview server,
 * as a browser would: each must end on a 2xx page of the site. Off-site
 * targets are not requested.
 */
export async function followBuiltRedirects(
  siteRoot: string,
): Promise<{ rows: number; broken: BrokenRedirect[] }> {
  const file = path.join(siteRoot, ...REDIRECTS_URL.split('/'))
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return { rows: 0, broken: [] }
  const rows = builtTableSchema.parse(JSON.parse(text))
  const server = await startPreview({
    root: siteRoot,
    port: 0,
    fallbackPorts: 0,
    signInCheck: false,
  })
  const broken: BrokenRedirect[] = []
  try {
    for (const row of rows) {
      let url = new URL(row.fromPath, server.url)
      let status = 0
      for (let hop = 0; hop < 10; hop++) {
        const response = await fetch(url, { method: 'HEAD', redirect: 'manual' })
        status = response.status
        const location = response.headers.get('location')
        if (status < 300 || status >= 400 || !location) break
        const next = new URL(location, url)
        if (next.origin !== url.origin) {
          status = 200 // off-site: the redirect check's allow-list rules cover it
          break
        }
        url = next
        status = 0
      }
      if (status < 200 || status >= 300)
        broken.push({ from: row.fromPath, to: row.toPath, endsAt: url.pathname, status })
    }
  } finally {
    await server.close()
  }
  return { rows: rows.length, broken }
}

/**
 * `tools redirects check` against a built site: the table's rules, checked
 * against the pages the build holds, plus every built redirect followed to its
 * end.
 */
export async function checkRedirectsOfBuild(
  root: string,
  siteRoot: string,
  brand: BrandConfig,
  content: ContentIndex,
): Promise<RedirectsReport> {
  const started = performance.now()
  const pagePaths = new Set((await readSitePages(siteRoot)).map((p) => p.path))
  const { file, rows, findings } = await checkRedirects(root, brand, content, pagePaths)
  const derived = rows.filter(isDerived).length
  const built = await followBuiltRedirects(siteRoot)
  const errors = errorsOf(findings).length
  return {
    check: 'redirects',
    ok: errors === 0 && built.broken.length === 0,
    file,
    rows: rows.length,
    hand: rows.length - derived,
    derived,
    errors,
    warnings: findings.length - errors,
    findings,
    built,
    seconds: round1((performance.now() - started) / 1000),
  }
}
