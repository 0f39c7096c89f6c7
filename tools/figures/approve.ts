import path from 'node:path'
import { isScalar, parseDocument } from 'yaml'
import {
  siteDateProblems,
  type ContentData,
  type PortfolioData,
  type SiteFile,
} from '../../src/model/brand-data'
import { isoDate } from '../../src/model/fields'
import { approvedRows, isApproved, type MonthValue } from '../../src/model/fund-history'
import type { BrandId } from '../../src/site/brands'
import { loadBrandData, loadSiteAndPortfolios, readOptional } from '../content/data-files'
import type { InputProblem } from '../content/errors'
import { figuresFromValues, type SeriesFigures } from '../content/fund-figures'
import { UsageError } from '../exit'
import { FIGURE_KEYS, setSeriesFigures } from './set-series-figures'
import { writeFileAtomic } from './write-atomic'
import { readFile } from 'node:fs/promises'

type SiteDates = Pick<SiteFile, 'asAtDate' | 'performanceApprovalDate'>

/**
 * site.yaml with its two dates replaced, every other byte (comments, menus,
 * order) as it was: each value is replaced where the `yaml` package finds it.
 */
export function setSiteDates(text: string, dates: SiteDates): string {
  const doc = parseDocument(text)
  const spans = (['asAtDate', 'performanceApprovalDate'] as const).map((key) => {
    const node = doc.get(key, true)
    if (!isScalar(node) || !node.range) throw new Error(`site.yaml has no ${key} to set`)
    return { from: node.range[0], to: node.range[1], value: dates[key] }
  })
  return spans
    .sort((a, b) => b.from - a.from)
    .reduce((t, s) => t.slice(0, s.from) + s.value + t.slice(s.to), text)
}

/** A history's months: those the site shows as at the new date, and those still awaiting approval. */
export interface HistoryStatus {
  file: string
  shownThrough: string | null
  pending: string[]
}

/** A series whose printed figures an approval replaces, and which. */
export interface FigureChange {
  portfolio: string
  series: string
  changed: Array<(typeof FIGURE_KEYS)[number]>
}

export interface ApproveResult {
  brand: BrandId
  /** site.yaml, whose dates are set. */
  file: string
  /** portfolios.yaml, whose figures are set from the histories. */
  figuresFile: string
  dryRun: boolean
  written: boolean
  previous: SiteDates
  dates: SiteDates
  /** Every problem of the data as at the new dates; when there is one, nothing is written. */
  problems: InputProblem[]
  figures: FigureChange[]
  histories: HistoryStatus[]
}

function statusOf(file: string, months: readonly string[], asAtDate: string): HistoryStatus {
  const shown = months.filter((m) => isApproved(m, asAtDate))
  return {
    file,
    shownThrough: shown.at(-1) ?? null,
    pending: months.filter((m) => !isApproved(m, asAtDate)),
  }
}

const monthsOf = (series: Record<string, MonthValue[]>) =>
  [...new Set(Object.values(series).flatMap((v) => v.map((m) => m.month)))].sort()

/** Today's date where the command runs, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * `tools figures approve --through <month-end> [--on <day>]`: the figures as
 * at a month-end approved on a day. The figures portfolios.yaml prints
 * (returns by period and calendar year, best and worst 3 months) are worked
 * out from the histories through the month, so nobody types them; every
 * data file is then checked as the build would check it at those dates
 * (each history reaches the month), and only then are portfolios.yaml's
 * figures and site.yaml's asAtDate and performanceApprovalDate written.
 */
export async function approveFigures(
  root: string,
  brand: BrandId,
  options: { through: string; on?: string; dryRun: boolean; now?: Date },
): Promise<ApproveResult> {
  const on = options.on ?? today(options.now)
  const wrong = [
    ...(['through', 'on'] as const).flatMap((name) => {
      const value = name === 'through' ? options.through : on
      const parsed = isoDate.safeParse(value)
      return parsed.success
        ? []
        : [`--${name} ${value}: ${parsed.error.issues[0]?.message ?? 'write YYYY-MM-DD'}`]
    }),
  ]
  if (wrong.length === 0) {
    if (on > today(options.now))
      wrong.push(
        `--on ${on} is after today (${today(options.now)}): write the day compliance approved the figures`,
      )
    for (const p of siteDateProblems(options.through, on)) {
      wrong.push(
        `--${p.field === 'asAtDate' ? 'through' : 'on'}: ${p.message.replace('set performanceApprovalDate', 'set --on').replace('or asAtDate', 'or --through')}`,
      )
    }
  }
  if (wrong.length > 0) throw new UsageError(wrong.join('\n'))

  const brandDir = path.join(root, 'content', brand)
  const current = await loadSiteAndPortfolios(root, brandDir)
  const dates: SiteDates = { asAtDate: options.through, performanceApprovalDate: on }
  const previous: SiteDates = {
    asAtDate: current.site?.asAtDate ?? '',
    performanceApprovalDate: current.site?.performanceApprovalDate ?? '',
  }
  const base = {
    brand,
    file: current.files.site,
    figuresFile: current.files.portfolios,
    dryRun: options.dryRun,
    written: false,
    previous,
    dates,
  }
  if (!current.site) return { ...base, problems: current.problems, figures: [], histories: [] }

  // The histories as at the new date give the figures; the data is then
  // checked with them, as the build will read it once both files are written.
  const portfoliosPath = path.join(root, current.files.portfolios)
  const before = await readOptional(portfoliosPath)
  const asAt = await loadBrandData(root, brandDir, { dates })
  const wanted = asAt.data ? figuresAsAt(asAt.data, dates.asAtDate) : new Map()
  const after = before === undefined ? undefined : setSeriesFigures(before, wanted)
  const { data, problems } = await loadBrandData(root, brandDir, { dates, portfoliosText: after })
  const histories = data
    ? [
        ...Object.entries(data.growth)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([id, series]) =>
            statusOf(
              path.join(path.relative(root, brandDir), 'data', 'growth', `${id}.csv`),
              monthsOf(series),
              dates.asAtDate,
            ),
          ),
        ...(data.shareHistory.length > 0
          ? [
              statusOf(
                path.join(path.relative(root, brandDir), 'data', 'share-history.csv'),
                data.shareHistory.map((m) => m.month),
                dates.asAtDate,
              ),
            ]
          : []),
      ]
    : []
  const figures = changedFigures(current.portfolios, wanted)
  const datesChanged =
    previous.asAtDate !== dates.asAtDate ||
    previous.performanceApprovalDate !== dates.performanceApprovalDate
  const write = problems.length === 0 && !options.dryRun
  if (write && after !== undefined && after !== before) await writeFileAtomic(portfoliosPath, after)
  if (write && datesChanged) {
    const file = path.join(root, current.files.site)
    await writeFileAtomic(file, setSiteDates(await readFile(file, 'utf8'), dates))
  }
  return {
    ...base,
    problems,
    figures,
    histories,
    written: write && (datesChanged || after !== before),
  }
}

type FiguresByPortfolio = Map<string, Map<string, SeriesFigures>>

/** Each series' figures as its approved month-end values give them at `asAtDate`. */
function figuresAsAt(data: ContentData, asAtDate: string): FiguresByPortfolio {
  const result: FiguresByPortfolio = new Map()
  for (const portfolio of data.portfolios) {
    const growth = data.growth[portfolio.id]
    if (!growth) continue
    const bySeries = new Map<string, SeriesFigures>()
    for (const series of portfolio.series) {
      const values = approvedRows(growth[series.name] ?? [], asAtDate)
      if (values.length > 0)
        bySeries.set(series.name, figuresFromValues(series.startDate, values, asAtDate))
    }
    result.set(portfolio.id, bySeries)
  }
  return result
}

/** The series whose printed figures the new ones change, and which of them. */
function changedFigures(
  portfolios: readonly PortfolioData[],
  wanted: FiguresByPortfolio,
): FigureChange[] {
  return portfolios.flatMap((portfolio) =>
    portfolio.series.flatMap((series) => {
      const next = wanted.get(portfolio.id)?.get(series.name)
      if (!next) return []
      const changed = FIGURE_KEYS.filter(
        (key) => JSON.stringify(series[key]) !== JSON.stringify(next[key]),
      )
      return changed.length > 0 ? [{ portfolio: portfolio.id, series: series.name, changed }] : []
    }),
  )
}
