import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/translations'
import type { ArticleCard } from '../model/common'
import type { ArticleCategory } from '../model/labels'
import { formatDate } from '../site/format'

/** Article cards: category, title (the link), date and summary. */
export function ArticleList({
  items,
  headingLevel = 3,
}: {
  items: ArticleCard[]
  headingLevel?: 2 | 3 | 4
}) {
  const { t, language } = useT()
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3'
  return (
    <ul className="card-list article-list">
      {items.map((a) => (
        <li key={a.path} className="card">
          <p className="eyebrow">{t(`categories.${a.category as ArticleCategory}`)}</p>
          <Heading className="card-title">
            <Link to={a.path}>{a.title}</Link>
          </Heading>
          <p className="meta">
            <time dateTime={a.date}>{formatDate(language, a.date)}</time>
          </p>
          <p>{a.description}</p>
        </li>
      ))}
    </ul>
  )
}
