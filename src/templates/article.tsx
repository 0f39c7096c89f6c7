import { useTranslation } from 'react-i18next'
import type { ArticleResult } from '../page-data/types'
import { RichText } from '../components/rich-text'
import { formatDate } from '../site/format'

export function ArticleTemplate({ page }: { page: ArticleResult }) {
  const { t } = useTranslation()
  return (
    <article className="article">
      <header>
        <p className="eyebrow">{page.category}</p>
        <h1>{page.title}</h1>
        <p className="meta">
          <time dateTime={page.date}>
            {t('article.published', { date: formatDate(page.locale, page.date) })}
          </time>
        </p>
      </header>
      <RichText html={page.html} />
    </article>
  )
}
