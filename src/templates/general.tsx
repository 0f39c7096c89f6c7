import type { GeneralResult } from '../page-data/types'
import { RichText } from '../components/rich-text'

export function GeneralTemplate({ page }: { page: GeneralResult }) {
  return (
    <article className="general">
      <h1>{page.title}</h1>
      <RichText html={page.html} />
    </article>
  )
}
