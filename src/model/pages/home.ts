import { z } from 'zod'
import { localizedPath } from '../../site/paths'
import { blockImageFields, blockSchema, type BlockView } from '../blocks'
import type { PageCommon } from '../common'
import { common } from '../fields'
import { pathFrom, type ContentPageType } from '../page-type'

/** A locale's home page, composed of blocks. */

export const homeSchema = z.strictObject({
  ...common,
  type: z.literal('home'),
  blocks: z.array(blockSchema).optional(),
})
export type HomeFrontMatter = z.infer<typeof homeSchema>

export interface HomeResult extends PageCommon {
  template: 'home'
  blocks: BlockView[]
}

export const homePages: ContentPageType<HomeFrontMatter> = {
  type: 'home',
  templates: ['home'],
  ...pathFrom(z.unknown(), (locale) => localizedPath(locale, '')),
  title: (data) => data.title,
  imageFields: (data) => blockImageFields(data.blocks),
  result: (entry, catalog): HomeResult => ({
    ...catalog.common(entry, { title: entry.data.title, description: entry.data.description }),
    template: 'home',
    blocks: catalog.blocks(entry),
  }),
}
