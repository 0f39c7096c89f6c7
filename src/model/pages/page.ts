import { z } from 'zod'
import { localizedPath } from '../../site/paths'
import { blockImageFields, type BlockView } from '../blocks'
import type { ArticleCard, PageCommon } from '../common'
import { slug } from '../fields'
import { pathFrom, type ContentPageType } from '../page-type'
import { resolveBlocks } from '../resolve-blocks'
import type { PageFrontMatter } from '../schemas/page'

/** A composed page at any path: the general template, or Inside Edge with its issues. */

export interface GeneralResult extends PageCommon {
  template: 'general'
  blocks: BlockView[]
}

export interface InsideEdgeResult extends PageCommon {
  template: 'inside-edge'
  blocks: BlockView[]
  issues: ArticleCard[]
}

export const pagePages: ContentPageType<PageFrontMatter, GeneralResult | InsideEdgeResult> = {
  type: 'page',
  templates: ['general', 'inside-edge'],
  ...pathFrom(z.object({ slug }), (locale, data) => localizedPath(locale, data.slug)),
  title: (data) => data.title,
  imageFields: (data) => blockImageFields(data.blocks),
  result: (entry, catalog): GeneralResult | InsideEdgeResult => {
    const base = catalog.common(entry, entry.data)
    const blocks = resolveBlocks(entry, catalog)
    return entry.data.template === 'inside-edge'
      ? {
          ...base,
          template: 'inside-edge',
          blocks,
          issues: catalog.articles
            .filter((a) => a.locale === entry.locale && a.data.category === 'inside-edge')
            .map(catalog.articleCard),
        }
      : { ...base, template: 'general', blocks }
  },
}
