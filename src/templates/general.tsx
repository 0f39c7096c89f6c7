import { Blocks } from '../components/blocks/blocks'
import type { GeneralResult } from '../model/pages/page'

export function GeneralTemplate({ page }: { page: GeneralResult }) {
  return (
    <article className="general">
      <h1>{page.title}</h1>
      <Blocks blocks={page.blocks} pageKey={`${page.locale}/${page.id}`} />
    </article>
  )
}
