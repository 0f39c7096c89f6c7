import { z } from 'zod'
import { blockSchema } from '../blocks'
import { common, slug, subsite } from '../fields'

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
