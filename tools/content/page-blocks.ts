import type { LoadedBlock } from '../../src/model/blocks'
import type { FrontMatter } from '../../src/model/front-matter'
import { renderMarkdown } from './markdown'

/**
 * A page's blocks as the build loads them, and the links they hold, located
 * in the front matter. Pure (no file system): the editor's save check
 * (tools/cms) reads a page's links with it, as the build does.
 */

/** Where a link or image is written. */
export interface Located {
  href: string
  /** The front matter field it is in; none: its line is the file's. */
  at?: FieldPath
  /** Its line: counted from the field's line when `at` is set, else in the file. */
  line: number
}

export type FieldPath = ReadonlyArray<PropertyKey>

/** Renders a page's blocks, placing the body (`''` when blank) where a `body` block stands (first if none). */
export function loadBlocks(
  data: FrontMatter,
  bodyHtml: string,
): { blocks: LoadedBlock[]; links: Located[]; refused: Located[] } {
  const source = data.type === 'home' || data.type === 'page' ? (data.blocks ?? []) : []
  const links: Located[] = []
  const refused: Located[] = []
  const md = (markdown: string, at: FieldPath) => {
    const rendered = renderMarkdown(markdown)
    for (const l of rendered.internalLinks) links.push({ href: l.href, at, line: l.line })
    for (const l of rendered.refusedLinks) refused.push({ href: l.href, at, line: l.line })
    return rendered.html
  }
  const link = (href: string | undefined, at: FieldPath) => {
    if (href?.startsWith('/')) links.push({ href, at, line: 0 })
  }
  const body: LoadedBlock[] = bodyHtml ? [{ type: 'rich-text', html: bodyHtml }] : []
  const blocks: LoadedBlock[] = source.some((b) => b.type === 'body') ? [] : [...body]
  source.forEach((b, i) => {
    const at = (...rest: PropertyKey[]) => ['blocks', i, ...rest]
    switch (b.type) {
      case 'body':
        blocks.push(...body)
        break
      case 'rich-text':
        blocks.push({ type: 'rich-text', html: md(b.markdown, at('markdown')) })
        break
      case 'hero':
        link(b.cta?.href, at('cta', 'href'))
        blocks.push({
          type: 'hero',
          heading: b.heading,
          ...(b.text ? { text: b.text } : {}),
          ...(b.image ? { image: b.image } : {}),
          ...(b.cta ? { cta: { label: b.cta.label, path: b.cta.href } } : {}),
        })
        break
      case 'cards':
        b.items.forEach((item, k) => link(item.href, at('items', k, 'href')))
        blocks.push(b)
        break
      case 'cta':
        link(b.href, at('href'))
        blocks.push({
          type: 'cta',
          heading: b.heading,
          ...(b.text ? { text: b.text } : {}),
          cta: { label: b.label, path: b.href },
        })
        break
      case 'video':
        blocks.push({
          type: 'video',
          title: b.title,
          provider: b.provider,
          videoId: b.videoId,
          ...(b.transcript ? { transcriptHtml: md(b.transcript, at('transcript')) } : {}),
        })
        break
      case 'documents':
        b.items.forEach((item, k) => link(item.href, at('items', k, 'href')))
        blocks.push(b)
        break
      case 'accordion':
        blocks.push({
          type: 'accordion',
          ...(b.heading ? { heading: b.heading } : {}),
          items: b.items.map((item, k) => ({
            title: item.title,
            html: md(item.markdown, at('items', k, 'markdown')),
          })),
        })
        break
      case 'table':
      case 'article-list':
      case 'team-list':
      case 'portfolio-list':
      case 'performance-table':
      case 'fund-codes':
      case 'performance-chart':
      case 'share-history':
      case 'site-map':
        blocks.push(b)
        break
    }
  })
  return { blocks, links, refused }
}
