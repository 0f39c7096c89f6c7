import type { Locale } from '../../src/site/locales'
import { localizedPath } from '../../src/site/paths'
import type { FrontMatter } from './schema'

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

/** The public path of an entry, from its locale and front matter. */
export function entryPath(locale: Locale, data: FrontMatter): string {
  const section = (base: string, slug: string, subsite: string | undefined) =>
    localizedPath(locale, subsite ? `${subsite}/${base}/${slug}` : `${base}/${slug}`)
  switch (data.type) {
    case 'home':
      return localizedPath(locale, '')
    case 'page':
      return localizedPath(locale, data.slug)
    case 'article':
      return section('article', data.slug, data.subsite)
    case 'team-member':
      return section('your-team', memberSlug(data.firstName, data.lastName), data.subsite)
    case 'portfolio':
      return localizedPath(locale, `portfolio/${data.slug}`)
  }
}

/** The title of an entry: a team member's is their name. */
export function entryTitle(data: FrontMatter): string {
  return data.type === 'team-member' ? `${data.firstName} ${data.lastName}` : data.title
}
