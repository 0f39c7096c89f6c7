import { z } from 'zod'
import { LOCALE_CODES } from '../site/locales'
import { MENU_GROUPS } from './common'
import {
  ASSET_CLASSES,
  FREQUENCIES,
  PORTFOLIO_CATEGORIES,
  RISK_LEVELS,
  id,
  isoDate,
  text,
} from './fields'
import { approvedRows, monthEnd, type MonthValue } from './fund-history'

/** The data files of a brand: `content/<brand>/data/*.yaml`. */

const percent = z.number().min(-100).max(1000)

/** A 3-month return and the last day of the month it ends in, as Fund Facts print it. */
const threeMonthReturn = z.strictObject({ return: percent, endDate: isoDate })

export const portfolioDataSchema = z.strictObject({
  id,
  category: z.enum(PORTFOLIO_CATEGORIES),
  inceptionDate: isoDate,
  /** The manager's risk rating on the Fund Facts' five-step scale (10-year standard deviation). */
  risk: z.enum(RISK_LEVELS),
  /** Total value of the fund, in dollars, on a date (Fund Facts' quick facts). */
  fundSize: z.strictObject({ value: z.number().positive(), date: isoDate }).optional(),
  /** The company that manages the fund (Fund Facts' "fund manager"). */
  fundManager: text('the fund manager').optional(),
  /** How many investments the fund holds in all; the top holdings are the largest of them. */
  numberOfHoldings: z.number().int().positive().optional(),
  series: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[A-Z][A-Z0-9]{0,3}$/, 'name a series with capitals, e.g. A, F, AN'),
        codes: z.array(z.string().regex(/^EDG\d{3,4}$/, 'fund codes look like EDG100')).min(1),
        mer: percent.describe('management expense ratio, in percent'),
        managementFee: percent,
        minimumInvestment: z.number().int().nonnegative(),
        startDate: isoDate,
        distributions: z.enum(FREQUENCIES),
        performance: z.strictObject({
          oneYear: percent.nullable(),
          threeYear: percent.nullable(),
          fiveYear: percent.nullable(),
          tenYear: percent.nullable(),
          sinceInception: percent,
        }),
        /**
         * The figures a Fund Facts document prints, as compliance approved them;
         * the build checks each against the month-end values of data/growth/.
         */
        calendarYearReturns: z
          .record(
            z.string().regex(/^\d{4}$/, 'write the year with four digits, e.g. 2024'),
            percent,
          )
          .optional(),
        bestThreeMonths: threeMonthReturn.optional(),
        worstThreeMonths: threeMonthReturn.optional(),
      }),
    )
    .min(1, 'add at least one series'),
  topHoldings: z.array(z.strictObject({ name: text('the holding'), weight: percent })).max(15),
  assetAllocation: z
    .array(z.strictObject({ assetClass: z.enum(ASSET_CLASSES), weight: percent }))
    .refine(
      (a) => Math.abs(a.reduce((s, x) => s + x.weight, 0) - 100) < 0.5,
      'asset allocation weights must add up to 100',
    ),
})
export type PortfolioData = z.infer<typeof portfolioDataSchema>

export const portfoliosFileSchema = z.strictObject({ portfolios: z.array(portfolioDataSchema) })

/**
 * The rule of the two dates, for the schema and for `tools figures approve`:
 * figures are as at a month-end (`asAtDate`), approved on or after it
 * (`performanceApprovalDate`). Both dates are well formed (isoDate).
 */
export function siteDateProblems(
  asAtDate: string,
  performanceApprovalDate: string,
): Array<{ field: 'asAtDate' | 'performanceApprovalDate'; message: string }> {
  const problems: Array<{ field: 'asAtDate' | 'performanceApprovalDate'; message: string }> = []
  const end = monthEnd(asAtDate.slice(0, 7))
  if (asAtDate !== end) {
    problems.push({
      field: 'asAtDate',
      message: `${asAtDate} is no month-end: figures are as at the last day of a month, write ${end} (or the month before's)`,
    })
  }
  if (asAtDate > performanceApprovalDate) {
    problems.push({
      field: 'asAtDate',
      message: `figures as at ${asAtDate} cannot have been approved on ${performanceApprovalDate}, before that date: set performanceApprovalDate to the day compliance approved them, or asAtDate to the month-end they approved`,
    })
  }
  return problems
}

/** A main menu entry: a page id, or a group of page ids under one button. */
const mainMenuEntry = z.union([
  id,
  z.strictObject({ group: z.enum(MENU_GROUPS), items: z.array(id).min(1) }),
])
export type MainMenuEntry = z.infer<typeof mainMenuEntry>

/** The page ids of a main menu, groups' pages included, in order. */
export const menuIds = (entries: readonly MainMenuEntry[]): string[] =>
  entries.flatMap((e) => (typeof e === 'string' ? [e] : e.items))

export const siteFileSchema = z
  .strictObject({
    /** The month-end the figures are as at: history rows after it are not shown. */
    asAtDate: isoDate,
    /** Date compliance approved the figures as at asAtDate: on or after it. */
    performanceApprovalDate: isoDate,
    /**
     * Page ids, in order, for the header and footer menus; a locale lists those it has.
     * The header's may group pages under a button (`{ group: about, items: [...] }`).
     */
    navigation: z.strictObject({
      main: z.array(mainMenuEntry).min(1),
      footer: z.array(id).default([]),
    }),
    /**
     * What every page's footer says of the firm: address lines and the
     * regulatory notice by locale (a locale without its own shows the default
     * locale's), the telephone as written and as dialled. Data, not code, so
     * compliance changes the notice without a release of the site's code.
     */
    contact: z
      .strictObject({
        address: z.partialRecord(z.enum(LOCALE_CODES), z.array(text('an address line')).min(1)),
        phone: z.strictObject({
          shown: text('the number as written'),
          dial: z.string().regex(/^\+\d{6,15}$/, 'write the number to dial, e.g. "+14165551234"'),
        }),
        regulatory: z.partialRecord(z.enum(LOCALE_CODES), text('the regulatory notice')),
      })
      .optional(),
  })
  .superRefine((site, ctx) => {
    for (const p of siteDateProblems(site.asAtDate, site.performanceApprovalDate)) {
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message })
    }
  })
export type SiteFile = z.infer<typeof siteFileSchema>

/** A brand's checked data files, as the model reads them. */
export interface ContentData {
  site: SiteFile
  portfolios: PortfolioData[]
  /**
   * Growth of $10,000 at each month-end, by portfolio id then series name
   * (`data/growth/<portfolio>.csv`); a portfolio without the file has none.
   * As the file holds them: months after asAtDate await approval, and
   * `approvedData` leaves them out of every record.
   */
  growth: Record<string, Record<string, MonthValue[]>>
  /** A listed company's net asset value and price per share at each month-end (`data/share-history.csv`), approved or not, as growth. */
  shareHistory: ShareMonth[]
  /** The data files' paths, for messages. */
  files: { site: string; portfolios: string }
}

export interface ShareMonth {
  month: string
  nav: number
  price: number
}

/**
 * What pages may show of a brand's data: the history rows approved as at its
 * asAtDate (growth and share history), none after. The records are built
 * from this only (`makeCatalog`), so every template and chart obeys it.
 */
export function approvedData(data: ContentData): ContentData {
  const { asAtDate } = data.site
  return {
    ...data,
    growth: Object.fromEntries(
      Object.entries(data.growth).map(([portfolio, series]) => [
        portfolio,
        Object.fromEntries(
          Object.entries(series).map(([name, values]) => [name, approvedRows(values, asAtDate)]),
        ),
      ]),
    ),
    shareHistory: approvedRows(data.shareHistory, asAtDate),
  }
}
