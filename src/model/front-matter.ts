import { z } from 'zod'
import { articleSchema } from './schemas/article'
import { homeSchema } from './schemas/home'
import { pageSchema } from './schemas/page'
import { portfolioSchema } from './schemas/portfolio'
import { teamMemberSchema } from './schemas/team-member'

/** The front matter of every content file: the schema the content reader validates with. */
export const frontMatterSchema = z.discriminatedUnion(
  'type',
  [homeSchema, pageSchema, articleSchema, teamMemberSchema, portfolioSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'set "type" to one of: home, page, article, team-member, portfolio'
        : undefined,
  },
)
export type FrontMatter = z.infer<typeof frontMatterSchema>
export type ContentType = FrontMatter['type']
