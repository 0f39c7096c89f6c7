import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import type { InputProblem } from './errors'
import {
  portfoliosFileSchema,
  siteFileSchema,
  type ContentData,
  type PortfolioData,
  type ShareMonth,
  type SiteFile,
} from '../../src/model/brand-data'
import { approvedRows } from '../../src/model/fund-history'
import { checkSeriesFigures } from './fund-figures'
import { parseHistoryCsv } from './history-csv'
import { parseYaml, validateYaml } from './yaml-with-lines'

export interface BrandData extends ContentData {
  /** Line of a value in a data file, for reference errors. */
  lineOf(file: 'site' | 'portfolios', path: ReadonlyArray<PropertyKey>): number
}

/** A file's text, or undefined when there is no such file. */
export async function readOptional(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined
    throw e
  })
}

type LineOf = (path: ReadonlyArray<PropertyKey>) => number

interface DataFile<T> {
  /** Absent when the file does not exist. */
  exists: boolean
  data?: T
  lineOf?: LineOf
  problems: InputProblem[]
}

/** Reads one YAML data file and validates it, keeping line positions for later messages. */
async function readDataFile<T>(
  file: string,
  absolute: string,
  schema: z.ZodType<T>,
  given?: string,
): Promise<DataFile<T>> {
  const text = given ?? (await readOptional(absolute))
  if (text === undefined) return { exists: false, problems: [] }
  const source = parseYaml(file, text)
  if (Array.isArray(source)) return { exists: true, problems: source }
  const result = validateYaml(file, source, schema)
  return 'problems' in result
    ? { exists: true, lineOf: source.lineOf, problems: result.problems }
    : { exists: true, lineOf: source.lineOf, data: result.data, problems: [] }
}

/** `data/site.yaml` and `data/portfolios.yaml` of a brand, checked, without the histories they back. */
export interface SiteAndPortfolios {
  site?: SiteFile
  portfolios: PortfolioData[]
  files: { site: string; portfolios: string }
  lineOf: BrandData['lineOf']
  problems: InputProblem[]
}

/**
 * Reads `data/site.yaml` (required) and `data/portfolios.yaml` (optional) of
 * a brand; `portfoliosText`, when given, is read instead of the file, to
 * check a new version before it is written.
 */
export async function loadSiteAndPortfolios(
  root: string,
  brandDir: string,
  portfoliosText?: string,
): Promise<SiteAndPortfolios> {
  const absolute = {
    site: path.join(brandDir, 'data', 'site.yaml'),
    portfolios: path.join(brandDir, 'data', 'portfolios.yaml'),
  }
  const files = { site: path.relative(root, absolute.site), portfolios: path.relative(root, absolute.portfolios) }
  const [site, portfolios] = await Promise.all([
    readDataFile(files.site, absolute.site, siteFileSchema),
    readDataFile(files.portfolios, absolute.portfolios, portfoliosFileSchema, portfoliosText),
  ])
  const problems = [...site.problems, ...portfolios.problems]
  if (!site.exists) {
    problems.unshift({
      file: files.site,
      line: 1,
      message: 'missing: create it with asAtDate, performanceApprovalDate and navigation',
    })
  }
  const lines: Record<'site' | 'portfolios', LineOf | undefined> = {
    site: site.lineOf,
    portfolios: portfolios.lineOf,
  }
  return {
    ...(site.data && { site: site.data }),
    portfolios: portfolios.data?.portfolios ?? [],
    files,
    lineOf: (file, p) => lines[file]?.(p) ?? 1,
    problems,
  }
}

/**
 * Reads `data/site.yaml` (required), `data/portfolios.yaml` (optional) and
 * the histories of a brand. `dates` replaces site.yaml's and
 * `portfoliosText` portfolios.yaml's, to check the data as at other dates,
 * with new figures, before either is written (`tools figures approve`).
 */
export async function loadBrandData(
  root: string,
  brandDir: string,
  instead: { dates?: Pick<SiteFile, 'asAtDate' | 'performanceApprovalDate'>; portfoliosText?: string } = {},
): Promise<{ data?: BrandData; problems: InputProblem[] }> {
  const { dates, portfoliosText } = instead
  const read = await loadSiteAndPortfolios(root, brandDir, portfoliosText)
  const { files, lineOf, problems } = read
  if (!read.site) return { problems }
  const site = { ...read.site, ...dates }
  const list = read.portfolios
  const asAt = { date: site.asAtDate, file: files.site }
  const [growth, shareHistory] = await Promise.all([
    loadGrowth(root, brandDir, list, asAt, (p, message) => ({
      file: files.portfolios,
      line: lineOf('portfolios', ['portfolios', ...p]),
      message,
    })),
    loadShareHistory(root, brandDir, asAt),
  ])
  problems.push(...growth.problems, ...shareHistory.problems)
  list.forEach((portfolio, i) => {
    // A page shows no figure dated after the approved month-end, the fund size included.
    if (portfolio.fundSize && portfolio.fundSize.date > site.asAtDate) {
      problems.push({
        file: files.portfolios,
        line: lineOf('portfolios', ['portfolios', i, 'fundSize', 'date']),
        message: `fundSize is dated ${portfolio.fundSize.date}, after the figures' asAtDate ${site.asAtDate} (${files.site}): give the fund size as at ${site.asAtDate} or earlier, or approve the later month first (figures approve)`,
      })
    }
  })
  return {
    problems,
    data: {
      site,
      portfolios: list,
      growth: growth.values,
      shareHistory: shareHistory.values,
      lineOf,
      files,
    },
  }
}

type AsAt = { date: SiteFile['asAtDate']; file: string }
type ProblemAt = (path: ReadonlyArray<PropertyKey>, message: string) => InputProblem

/** `data/growth/<portfolio>.csv`: each series' growth of $10,000, checked against the figures it backs. */
async function loadGrowth(
  root: string,
  brandDir: string,
  portfolios: readonly PortfolioData[],
  asAt: AsAt,
  problemAt: ProblemAt,
): Promise<{ values: ContentData['growth']; problems: InputProblem[] }> {
  const dir = path.join(brandDir, 'data', 'growth')
  const problems: InputProblem[] = []
  const values: ContentData['growth'] = {}
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return []
    throw e
  })
  const ids = new Set(portfolios.map((p) => p.id))
  for (const name of names.filter((n) => n.endsWith('.csv') && !ids.has(n.slice(0, -4)))) {
    problems.push({
      file: path.relative(root, path.join(dir, name)),
      line: 1,
      message: `no portfolio "${name.slice(0, -4)}" in data/portfolios.yaml: name the file after a portfolio's id (${[...ids].join(', ')})`,
    })
  }
  await Promise.all(
    portfolios.map(async (portfolio, i) => {
      const absolute = path.join(dir, `${portfolio.id}.csv`)
      const file = path.relative(root, absolute)
      const text = await readOptional(absolute)
      if (text === undefined) {
        portfolio.series.forEach((s, j) => {
          if (s.calendarYearReturns || s.bestThreeMonths || s.worstThreeMonths) {
            problems.push(
              problemAt([i, 'series', j], `series ${s.name} prints returns that need month-end values: add ${file}`),
            )
          }
        })
        return
      }
      const parsed = parseHistoryCsv(file, text, portfolio.series, asAt)
      problems.push(...parsed.problems)
      if (!parsed.values) return
      values[portfolio.id] = parsed.values
      portfolio.series.forEach((s, j) => {
        problems.push(
          // The figures are as at asAtDate: checked against the months approved with them.
          ...checkSeriesFigures(s, approvedRows(parsed.values?.[s.name] ?? [], asAt.date), asAt.date, file, (p, message) =>
            problemAt([i, 'series', j, ...p], message),
          ),
        )
      })
    }),
  )
  return { values, problems }
}

/** `data/share-history.csv`: a listed company's net asset value and price at each month-end. */
async function loadShareHistory(
  root: string,
  brandDir: string,
  asAt: AsAt,
): Promise<{ values: ShareMonth[]; problems: InputProblem[] }> {
  const absolute = path.join(brandDir, 'data', 'share-history.csv')
  const text = await readOptional(absolute)
  if (text === undefined) return { values: [], problems: [] }
  const parsed = parseHistoryCsv(path.relative(root, absolute), text, [{ name: 'nav' }, { name: 'price' }], asAt)
  const nav = parsed.values?.nav ?? []
  const price = parsed.values?.price ?? []
  return {
    // Checked: both columns have a value in every row, so they pair month by month.
    values: nav.flatMap((n, k) => {
      const p = price[k]
      return p ? [{ month: n.month, nav: n.value, price: p.value }] : []
    }),
    problems: parsed.problems,
  }
}
