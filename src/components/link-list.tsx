import { Link } from '@tanstack/react-router'
import type { Link as SiteLink } from '../model/common'

/** A plain list of links to pages of the site. */
export function LinkList({ links, className }: { links: SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}
