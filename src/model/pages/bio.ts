import type { ArticleCard, Link, PageCommon } from '../common'
import { sectionPath } from '../common'
import type { ImageRef } from '../images'
import { pathFrom, type ContentPageType } from '../page-type'
import { teamMemberSchema, type TeamMemberFrontMatter } from '../schemas/team-member'

/** A team member's bio (`type: team-member`). */

export interface BioResult extends PageCommon {
  template: 'bio'
  name: string
  role: string
  photo: ImageRef
  html: string
  joined?: number
  portfolios: Link[]
  articles: ArticleCard[]
}

/**
 * A team member's slug, as in the specification: first name plus last initial,
 * lowercase, accents removed ("Marc-André Leblanc" -> "marc-andrel").
 */
export function memberSlug(firstName: string, lastName: string): string {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '')
  return `${fold(firstName)}${fold(lastName).charAt(0)}`
}

const fullName = (data: TeamMemberFrontMatter) => `${data.firstName} ${data.lastName}`

/** Articles a bio lists by its member. */
const BIO_ARTICLES = 6

export const bioPages: ContentPageType<TeamMemberFrontMatter, BioResult> = {
  type: 'team-member',
  templates: ['bio'],
  ...pathFrom(
    teamMemberSchema.pick({ firstName: true, lastName: true, subsite: true }).strip(),
    (locale, data) =>
      sectionPath(locale, 'your-team', memberSlug(data.firstName, data.lastName), data.subsite),
  ),
  title: fullName,
  // The photo is shown on the bio and on every card of the member.
  imageFields: (data) => [{ image: data.photo, at: ['photo'], uses: ['person', 'bio'] }],
  result: (entry, catalog): BioResult => {
    const { data, locale } = entry
    const name = fullName(data)
    return {
      ...catalog.common(entry, {
        title: name,
        description: data.description,
        subsite: data.subsite,
      }),
      template: 'bio',
      name,
      role: data.role,
      photo: catalog.image(data.photo, 'bio'),
      html: entry.html,
      ...(data.joined ? { joined: data.joined } : {}),
      portfolios: catalog.portfolioLinks(data.portfolios, locale),
      articles: catalog.articles
        .filter((a) => a.locale === locale && a.data.authors.includes(data.id))
        .slice(0, BIO_ARTICLES)
        .map(catalog.articleCard),
    }
  },
}
