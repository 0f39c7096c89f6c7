import { z } from 'zod'
import { ASSET_CLASSES, FREQUENCIES, PORTFOLIO_CATEGORIES, id, isoDate, text } from './fields'
import type { MonthValue } from './fund-history'

/** The data files of a brand: `content/<brand>/data/*.yaml`. */

const percent = z.number().min(-100).max(1000)

/** A 3-month return and the last day of the month it ends in, as Fund Facts print it. */
const threeMonthReturn = z.strictObject({ return: percent, endDate: isoDate })

export const portfolioDataSchema = z.strictObject({
  id,
  category: z.enum(PORTFOLIO_CATEGORIES),
  inceptionDate: isoDate,
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

export const siteFileSchema = z.strictObject({
  /** Date the performance figures are as at. */
  asAtDate: isoDate,
  /** Date compliance approved the performance figures. */
  performanceApprovalDate: isoDate,
  /** Page ids, in order, for the header and footer menus; a locale lists those it has. */
  navigation: z.strictObject({ main: z.array(id).min(1), footer: z.array(id).default([]) }),
})
export type SiteFile = z.infer<typeof siteFileSchema>

/** A brand's checked data files, as the model reads them. */
export interface ContentData {
  site: SiteFile
  portfolios: PortfolioData[]
  /**
   * Growth of $10,000 at each month-end, by portfolio id then series name
   * (`data/growth/<portfolio>.csv`); a portfolio without the file has none.
   */
  growth: Record<string, Record<string, MonthValue[]>>
  /** A listed company's net asset value and price per share at each month-end (`data/share-history.csv`). */
  shareHistory: ShareMonth[]
  /** The data files' paths, for messages. */
  files: { site: string; portfolios: string }
}

export interface ShareMonth {
  month: string
  nav: number
  price: number
}
