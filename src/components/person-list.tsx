import { Link } from '@tanstack/react-router'
import { Image } from './image/image'
import type { PersonCard } from '../model/common'

/** Team member cards with photo, name (the link) and role. */
export function PersonList({
  items,
  headingLevel = 3,
}: {
  items: PersonCard[]
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3'
  return (
    <ul className="card-list person-list">
      {items.map((p) => (
        <li key={p.path} className="card person">
          <Image image={p.photo.image} alt="" className="avatar" />
          <div>
            <Heading className="card-title">
              <Link to={p.path}>{p.name}</Link>
            </Heading>
            <p className="meta">{p.role}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
