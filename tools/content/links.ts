import { withTrailingSlash } from '../../src/site/paths'

/**
 * What is wrong with a link a page holds, the same words for the build,
 * `content check` and the editor's save. Pure.
 */

/** A link to a site path: undefined when it is a page (or an image) of the site. */
export function internalLinkProblem(href: string, pagePaths: ReadonlySet<string>): string | undefined {
  const target = href.split(/[?#]/)[0] ?? ''
  if (pagePaths.has(target) || target.startsWith('/images/')) return undefined
  const slashed = withTrailingSlash(target)
  return pagePaths.has(slashed)
    ? `link to ${href} lacks the trailing slash: write ${slashed}`
    : `link to ${href} points to no page of this site: fix the path or remove the link`
}

/** A link the Markdown renderer refused (shown as text). */
export const refusedLinkProblem = (href: string) =>
  `link to ${href} is not allowed in content: point to https://, http://, mailto:, tel: or a site path such as /fr/news/`
