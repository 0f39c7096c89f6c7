import { z } from 'zod'
import { common, id, slug } from '../fields'

/** A portfolio's page: its text from content, its figures from data/portfolios.yaml. */
export const portfolioSchema = z.strictObject({
  ...common,
  type: z.literal('portfolio'),
  slug,
  /** The id of this portfolio's figures in data/portfolios.yaml; the page id when omitted. */
  data: id.optional(),
})
export type PortfolioFrontMatter = z.infer<typeof portfolioSchema>
