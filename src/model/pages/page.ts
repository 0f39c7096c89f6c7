import { z } from 'zod'
import { localizedPath } from '../../site/paths'
import { blockImageFields, blockSchema, type BlockView } from '../blocks'
import type { ArticleCard, PageCommon } from '../common'
import { common, slug, subsite } from '../fields'
import { pathFrom, type ContentPageType } from '../page-type'

/** A composed page at any path: the general template, or Inside Edge with its issues. */

export const pageSchema = z.strictObject({
  ...common,
  type: z.literal('page'),
  slug,
  template: z.enum(['general', 'inside-edge']).default('general'),
  subsite,
  blocks: z.array(blockSchema).optional(),
})
export type PageFrontMatter = z.infer<typeof pageSchema>

export interface GeneralResult extends PageCommon {
  template: 'general'
  blocks: BlockView[]
}

export interface InsideEdgeResult extends PageCommon {
  template: 'inside-edge'
  blocks: BlockView[]
  issues: ArticleCard[]
}

export const pagePages: ContentPageType<PageFrontMatter> = {
  type: 'page',
  templates: ['general', 'inside-edge'],
  ...pathFrom(z.object({ slug }), (locale, data) => localizedPath(locale, data.slug)),
  title: (data) => data.title,
  imageFields: (data) => blockImageFields(data.blocks),
  result: (entry, catalog): GeneralResult | InsideEdgeResult => {
    const base = catalog.common(entry, entry.data)
    const blocks = catalog.blocks(entry)
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
