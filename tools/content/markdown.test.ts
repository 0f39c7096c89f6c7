import { describe, expect, it } from 'vitest'
import { allowedContentUrl, renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders raw HTML as text, so a script in content stays inert', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x73;cript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/x',
    '//evil.example/',
    'custom-app://open',
  ])('refuses a link or image to %s', (url) => {
    const { html, refusedLinks } = renderMarkdown(`Intro\n\n[click](${url}) ![pic](${url})`)
    expect(html).not.toMatch(/<a |<img /)
    expect(refusedLinks.map((l) => l.line)).toEqual([3])
  })

  it('keeps links to http(s), mail, telephone, site paths and fragments', () => {
    const { html, internalLinks } = renderMarkdown(
      '[a](https://example.com/) [b](mailto:ir@cymbria.com) [c](tel:+14165551234) [d](/fr/news/) [e](#top)',
    )
    expect(html.match(/<a href=/g)).toHaveLength(5)
    expect(internalLinks).toEqual([{ href: '/fr/news/', line: 1 }])
  })
})

describe('allowedContentUrl', () => {
  it('accepts http(s), mailto:, tel:, site paths, queries and fragments only', () => {
    expect(['http://x.example/', 'HTTPS://x.example/', 'mailto:a@b.c', 'tel:+1', '/a/', '#x', '?q=1'].every(allowedContentUrl)).toBe(true)
    expect(['//x.example/', '/\\x.example', 'x/y', 'data:,', 'blob:x'].some(allowedContentUrl)).toBe(false)
  })
})

describe('tables', () => {
  it("give a column's alignment as a class, never a style attribute", () => {
    const { html } = renderMarkdown('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n')
    expect(html).not.toContain('style=')
    expect(html).toContain('<th class="align-left">a</th>')
    expect(html).toContain('<th class="align-center">b</th>')
    expect(html).toContain('<td class="align-right">3</td>')
  })
})
