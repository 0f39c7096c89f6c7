import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/site/locales'
import { EnvironmentError } from '../exit'

/**
 * The folder of a built site, resolved; an environment error when it holds no
 * site. `buildOption`: the command's own option that builds it (audit's
 * --build), offered only by a command that has one.
 */
export function requireBuiltSite(dir: string, buildOption?: string): string {
  const root = path.resolve(dir)
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new EnvironmentError(
      `${dir}/ holds no built site (no index.html): build it first with "npm run tools -- build --out ${dir}"${buildOption ? `, or pass ${buildOption}` : ''}.`,
    )
  }
  return root
}

/** One prerendered page as its page-data file describes it. */
export interface SitePage {
  path: string
  template: string
  locale: string
  /** Size of the page's index.html, used to pick a representative page. */
  htmlBytes: number
  /** Whether only a signed-in visitor may read it (a brand with mandatory sign-in). */
  needsSignIn: boolean
}

const pageDataSchema = z.object({
  path: z.string().optional(),
  componentChunkName: z.string().optional(),
  result: z
    .object({
      template: z.string().optional(),
      locale: z.string().optional(),
      needsSignIn: z.boolean().optional(),
      pageContext: z.object({ originalPath: z.string().optional() }).optional(),
      site: z.object({ url: z.string().optional() }).optional(),
    })
    .optional(),
})

/** `component---src-templates-inside-edge-tsx` -> `inside-edge`. */
export function templateFromChunkName(chunk: string | undefined): string | undefined {
  return chunk?.match(/^component---src-templates-(.+)-tsx$/)?.[1]
}

/** `page-data/fr/x/page-data.json` -> `/fr/x/`, `page-data/index/page-data.json` -> `/`. */
export function pathFromPageDataFile(relative: string): string {
  const dir = path.posix.dirname(relative.split(path.sep).join('/')).replace(/^page-data\/?/, '')
  return dir === 'index' || dir === '' ? '/' : `/${dir}/`
}

async function* pageDataFiles(root: string): AsyncGenerator<string> {
  const base = path.join(root, 'page-data')
  if (!existsSync(base)) return
  const entries = await readdir(base, { recursive: true })
  for (const entry of entries.sort()) {
    if (path.basename(entry) === 'page-data.json') yield path.join('page-data', entry)
  }
}

/** Every page of a built site with its template and locale, read from its page data. */
export async function readSitePages(root: string): Promise<SitePage[]> {
  const pages: SitePage[] = []
  for await (const relative of pageDataFiles(root)) {
    const parsed = pageDataSchema.safeParse(
      JSON.parse(await readFile(path.join(root, relative), 'utf8')),
    )
    if (!parsed.success) continue
    const data = parsed.data
    const template = data.result?.template ?? templateFromChunkName(data.componentChunkName)
    if (!template) continue
    const pagePath = data.path ?? pathFromPageDataFile(relative)
    const html = path.join(root, ...pagePath.split('/'), 'index.html')
    const htmlBytes = await stat(html).then(
      (s) => s.size,
      () => undefined,
    )
    if (htmlBytes === undefined) continue
    pages.push({
      path: pagePath,
      template,
      locale: data.result?.locale ?? DEFAULT_LOCALE,
      htmlBytes,
      needsSignIn: data.result?.needsSignIn === true,
    })
  }
  return pages
}

/** The public URL of the site (`https://edgepointwealth.com`) from the home page's data, if any. */
export async function readSiteUrl(root: string): Promise<string | undefined> {
  const file = path.join(root, 'page-data', 'index', 'page-data.json')
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (!text) return undefined
  const parsed = pageDataSchema.safeParse(JSON.parse(text))
  return parsed.success ? parsed.data.result?.site?.url : undefined
}

/** Every directory page of a built site (`x/index.html` -> `/x/`), sorted. */
export async function listHtmlPages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true })
  return entries
    .map((e) => e.split(path.sep).join('/'))
    .filter((e) => e === 'index.html' || e.endsWith('/index.html'))
    .map((e) => `/${e.slice(0, -'index.html'.length)}`)
    .sort()
}

/** Site paths of every stylesheet of a built site, sorted. */
export async function listStylesheets(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true })
  return entries
    .map((e) => `/${e.split(path.sep).join('/')}`)
    .filter((e) => e.endsWith('.css'))
    .sort()
}

const localeRank = (locale: string) => {
  const i = (LOCALE_CODES as readonly string[]).indexOf(locale)
  return i === -1 ? LOCALE_CODES.length : i
}

/** Sorts by the given template order (unknown templates last, by name), then by locale order. */
export function byTemplateAndLocale(templateOrder: readonly string[]) {
  const rank = (t: string) => {
    const i = templateOrder.indexOf(t)
    return i === -1 ? templateOrder.length : i
  }
  return (a: { template: string; locale: string }, b: { template: string; locale: string }) =>
    rank(a.template) - rank(b.template) ||
    a.template.localeCompare(b.template) ||
    localeRank(a.locale) - localeRank(b.locale) ||
    a.locale.localeCompare(b.locale)
}

/**
 * One representative page per template and locale: the page of median HTML
 * size (the smaller middle one for an even count, ties broken by path), so the
 * choice is typical rather than the extreme, and stable between builds of the
 * same content.
 */
export function representativePages(
  pages: readonly SitePage[],
  templateOrder: readonly string[] = [],
): SitePage[] {
  const groups = new Map<string, SitePage[]>()
  for (const page of pages) {
    const key = `${page.template}\u0000${page.locale}`
    groups.set(key, [...(groups.get(key) ?? []), page])
  }
  const chosen: SitePage[] = []
  for (const group of groups.values()) {
    const sorted = [...group].sort(
      (a, b) => a.htmlBytes - b.htmlBytes || a.path.localeCompare(b.path),
    )
    const middle = sorted[Math.floor((sorted.length - 1) / 2)]
    if (middle) chosen.push(middle)
  }
  return chosen.sort(byTemplateAndLocale(templateOrder))
}

/**
 * Each template once, from one page per template and locale (in template
 * order): for each template the page of the locale used least so far (ties by
 * locale order), so that every locale is measured too and a template's budget
 * meets a locale's strings, fonts and text. The gate in `npm test` measures
 * these; the full matrix is the release audit's.
 */
export function eachTemplateOnce(representatives: readonly SitePage[]): SitePage[] {
  const used = new Map<string, number>()
  const chosen: SitePage[] = []
  const templates = [...new Set(representatives.map((p) => p.template))]
  for (const template of templates) {
    const candidates = representatives.filter((p) => p.template === template)
    const page = candidates.reduce((best, p) =>
      (used.get(p.locale) ?? 0) < (used.get(best.locale) ?? 0) ? p : best,
    )
    used.set(page.locale, (used.get(page.locale) ?? 0) + 1)
    chosen.push(page)
  }
  return chosen
}
