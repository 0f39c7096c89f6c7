import type { HomeResult } from '../page-data/types'
import { RichText } from '../components/rich-text'

export function HomeTemplate({ page }: { page: HomeResult }) {
  return (
    <article className="home">
      <h1>{page.title}</h1>
      <p className="lede">{page.description}</p>
      <RichText html={page.html} />
    </article>
  )
}
