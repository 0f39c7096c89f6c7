import type {
  ARTICLE_CATEGORIES,
  ASSET_CLASSES,
  COMMENTARY_SERIES,
  FREQUENCIES,
  PORTFOLIO_CATEGORIES,
} from './fields'

/** The enum keys the UI strings translate; their lists are the fields'. */
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]
export type CommentarySeries = (typeof COMMENTARY_SERIES)[number]
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]
export type AssetClass = (typeof ASSET_CLASSES)[number]
export type Frequency = (typeof FREQUENCIES)[number]
