import MarkdownIt from 'markdown-it'

/**
 * Markdown to HTML at build time. Raw HTML in content is not rendered (`html: false`)
 * and markdown-it refuses `javascript:`-style URLs, so no script can come from content.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true })

export interface RenderedMarkdown {
  html: string
  /** Links to paths on this site, with the body line they are written on (1-based). */
  internalLinks: Array<{ href: string; line: number }>
}

export function renderMarkdown(body: string): RenderedMarkdown {
  const tokens = md.parse(body, {})
  const internalLinks: RenderedMarkdown['internalLinks'] = []
  for (const block of tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== 'link_open') continue
      const href = String(token.attrGet('href') ?? '')
      if (href.startsWith('/') && !href.startsWith('//')) {
        internalLinks.push({ href, line: (block.map?.[0] ?? 0) + 1 })
      }
    }
  }
  return { html: md.renderer.render(tokens, md.options, {}), internalLinks }
}
