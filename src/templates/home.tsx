import { Blocks } from '../components/blocks/blocks'
import { KeyFacts } from '../components/key-facts'
import type { HomeResult } from '../model/pages/home'

/** The home page: its first block (the hero), the firm's key facts, then the other blocks. */
export function HomeTemplate({ page }: { page: HomeResult }) {
  const pageKey = `${page.locale}/${page.id}`
  const [first, ...rest] = page.blocks
  return (
    <article className="home">
      <Blocks blocks={first ? [first] : []} pageKey={pageKey} title={page.title} />
      <KeyFacts />
      <Blocks blocks={rest} pageKey={pageKey} />
    </article>
  )
}
