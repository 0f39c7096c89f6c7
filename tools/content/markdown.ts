import MarkdownIt from 'markdown-it'

/**
 * Markdown to HTML at build time. Raw HTML in content is not rendered (`html: false`)
 * and links and images may only point where content may: no script can come from content.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true })

/**
 * Where a link or image in content may point: http(s), mailto:, tel:, a path
 * of this site or a fragment. markdown-it alone refuses only javascript:,
 * vbscript:, file: and most data: URLs; anything else (a custom scheme, an
 * encoded `java&#x73;cript:`) is rendered as text instead of a link.
 */
export function allowedContentUrl(url: string): boolean {
  const value = url.trim()
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(value)) return true
  return /^[/#?]/.test(value) && !value.startsWith('//') && !value.includes('\\')
}

/** Links refused while one body is parsed, with the line of the block they are in. */
let refused: Array<{ href: string; line: number }> = []
/** The block being parsed: its first line and its lines, to place a refused link. */
let block = { line: 0, lines: [] as string[] }
md.validateLink = (url) => {
  if (allowedContentUrl(url)) return true
  const within = block.lines.findIndex((l) => l.includes(url))
  const line = block.line + Math.max(within, 0)
  // markdown-it may ask twice about one link (an image's inner text is parsed again).
  if (!refused.some((r) => r.href === url && r.line === line)) refused.push({ href: url, line })
  return false
}
// markdown-it's own inline rule, noting each block's place for the refusals above.
md.core.ruler.at('inline', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'inline') continue
    block = { line: (token.map?.[0] ?? 0) + 1, lines: token.content.split('\n') }
    state.md.inline.parse(token.content, state.md, state.env, (token.children ??= []))
  }
})

const ALIGNMENT = /^text-align:(left|center|right)$/

/**
 * A table column's alignment as a class (`align-right`, styled in site.css)
 * where markdown-it writes a style attribute, which the site's content
 * security policy blocks.
 */
function classForAlignment(tokens: ReturnType<typeof md.parse>): void {
  for (const token of tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue
    const align = ALIGNMENT.exec(String(token.attrGet('style') ?? ''))?.[1]
    if (!align) continue
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style')
    token.attrJoin('class', `align-${align}`)
  }
}

export interface RenderedMarkdown {
  html: string
  /** Links to paths on this site, with the body line they are written on (1-based). */
  internalLinks: Array<{ href: string; line: number }>
  /** Links and images to places content may not point (rendered as text), with their line. */
  refusedLinks: Array<{ href: string; line: number }>
}

export function renderMarkdown(body: string): RenderedMarkdown {
  refused = []
  const tokens = md.parse(body, {})
  const refusedLinks = refused
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
  classForAlignment(tokens)
  return { html: md.renderer.render(tokens, md.options, {}), internalLinks, refusedLinks }
}
