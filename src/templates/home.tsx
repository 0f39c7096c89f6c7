import { Blocks } from '../components/blocks/blocks'
import type { HomeResult } from '../model/pages/home'

export function HomeTemplate({ page }: { page: HomeResult }) {
  return (
    <article className="home">
      <Blocks blocks={page.blocks} pageKey={`${page.locale}/${page.id}`} title={page.title} />
    </article>
  )
}
