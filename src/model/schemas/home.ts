import { z } from 'zod'
import { blockSchema } from '../blocks'
import { common } from '../fields'

/** A locale's home page, composed of blocks. */
export const homeSchema = z.strictObject({
  ...common,
  type: z.literal('home'),
  blocks: z.array(blockSchema).optional(),
})
export type HomeFrontMatter = z.infer<typeof homeSchema>
