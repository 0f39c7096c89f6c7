import { z } from 'zod'
import { common, id, idsOf, image, subsite, text } from '../fields'

/** A team member's bio (`type: team-member`). */
export const teamMemberSchema = z.strictObject({
  id,
  type: z.literal('team-member'),
  firstName: text('the first name'),
  lastName: text('the last name'),
  role: text('the role'),
  description: common.description,
  photo: image,
  portfolios: idsOf('portfolio'),
  joined: z.int().min(1990).max(2100).optional(),
  subsite,
})
export type TeamMemberFrontMatter = z.infer<typeof teamMemberSchema>
