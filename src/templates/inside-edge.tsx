import { useT } from '../i18n/translations'
import { ArticleList } from '../components/article-list'
import { Blocks } from '../components/blocks/blocks'
import type { InsideEdgeResult } from '../model/pages/page'
import { yearOf } from '../site/format'

/** The Inside Edge landing page: its introduction, then every issue, newest year first. */
export function InsideEdgeTemplate({ page }: { page: InsideEdgeResult }) {
  const { t } = useT()
  const years = [...new Set(page.issues.map((i) => yearOf(i.date)))]
  return (
    <article className="inside-edge">
      <h1>{page.title}</h1>
      <Blocks blocks={page.blocks} pageKey={`${page.locale}/${page.id}`} />
      <section aria-labelledby="issues">
        <h2 id="issues">{t('insideEdge.issues')}</h2>
        {years.map((year) => (
          <section key={year}>
            <h3>{year}</h3>
            <ArticleList
              items={page.issues.filter((i) => yearOf(i.date) === year)}
              headingLevel={4}
            />
          </section>
        ))}
      </section>
    </article>
  )
}
