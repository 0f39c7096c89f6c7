import { z } from 'zod'
import { localizedPath } from '../../site/paths'
import { blockImageFields, type BlockView } from '../blocks'
import type { PageCommon } from '../common'
import { pathFrom, type ContentPageType } from '../page-type'
import { resolveBlocks } from '../resolve-blocks'
import type { HomeFrontMatter } from '../schemas/home'

/** A locale's home page, composed of blocks. */

export interface HomeResult extends PageCommon {
  template: 'home'
  blocks: BlockView[]
}

export const homePages: ContentPageType<HomeFrontMatter, HomeResult> = {
  type: 'home',
  templates: ['home'],
  ...pathFrom(z.unknown(), (locale) => localizedPath(locale, '')),
  title: (data) => data.title,
  imageFields: (data) => blockImageFields(data.blocks),
  result: (entry, catalog): HomeResult => ({
    ...catalog.common(entry, { title: entry.data.title, description: entry.data.description }),
    template: 'home',
    blocks: resolveBlocks(entry, catalog),
  }),
}
