import { Image } from '../components/image/image'
import { useT } from '../i18n/translations'
import { ArticleList } from '../components/article-list'
import { LinkList } from '../components/link-list'
import { RichText } from '../components/rich-text'
import type { BioResult } from '../model/pages/bio'

/** A team member's biography. */
export function BioTemplate({ page }: { page: BioResult }) {
  const { t } = useT()
  return (
    <article className="bio">
      <header className="bio-header">
        <Image image={page.photo.image} alt={page.photo.alt} className="avatar" loading="eager" />
        <div>
          <h1>{page.name}</h1>
          <p className="lede">{page.role}</p>
          {page.joined && <p className="meta">{t('bio.joined', { year: page.joined })}</p>}
        </div>
      </header>
      <RichText html={page.html} pageBody />
      {page.portfolios.length > 0 && (
        <section aria-labelledby="bio-portfolios">
          <h2 id="bio-portfolios">{t('bio.portfolios')}</h2>
          <LinkList links={page.portfolios} />
        </section>
      )}
      {page.articles.length > 0 && (
        <section aria-labelledby="bio-articles">
          <h2 id="bio-articles">{t('bio.articles', { name: page.name })}</h2>
          <ArticleList items={page.articles} headingLevel={3} />
        </section>
      )}
    </article>
  )
}
