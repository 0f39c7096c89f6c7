import { Link } from '@tanstack/react-router'
import { Image } from '../components/image/image'
import { useT } from '../i18n/translations'
import { ArticleList } from '../components/article-list'
import { LinkList } from '../components/link-list'
import { RichText } from '../components/rich-text'
import type { ArticleResult } from '../model/pages/article'
import { formatDate } from '../site/format'
import type { ArticleCategory, CommentarySeries } from '../model/labels'

export function ArticleTemplate({ page }: { page: ArticleResult }) {
  const { t } = useT()
  return (
    <article className="article">
      <header className="article-header">
        <p className="eyebrow">
          {t(`categories.${page.category as ArticleCategory}`)}
          {page.series && <> · {t(`series.${page.series as CommentarySeries}`)}</>}
        </p>
        <h1>{page.title}</h1>
        <p className="meta" data-pagefind-ignore>
          <time dateTime={page.date}>
            {t('article.published', { date: formatDate(page.locale, page.date) })}
          </time>
          {' · '}
          {t('article.readingTime', { count: page.readingMinutes })}
        </p>
        {page.authors.length > 0 && (
          <p className="meta authors" data-pagefind-ignore>
            {t('article.by')}{' '}
            {page.authors.map((a, i) => (
              <span key={a.path}>
                {i > 0 && ', '}
                <Link to={a.path}>{a.name}</Link>
              </span>
            ))}
          </p>
        )}
      </header>
      {page.image && (
        <Image
          className="article-image"
          image={page.image.image}
          alt={page.image.alt}
          loading="eager"
        />
      )}
      <RichText html={page.html} pageBody />
      {page.portfolios.length > 0 && (
        <aside
          className="article-aside"
          aria-labelledby="portfolios-discussed"
          data-pagefind-ignore
        >
          <h2 id="portfolios-discussed">{t('article.portfolios')}</h2>
          <LinkList links={page.portfolios} />
        </aside>
      )}
      {page.related.length > 0 && (
        <aside
          className="article-aside related"
          aria-labelledby="related-articles"
          data-pagefind-ignore
        >
          <h2 id="related-articles">{t('article.related')}</h2>
          <ArticleList items={page.related} headingLevel={3} />
        </aside>
      )}
    </article>
  )
}
