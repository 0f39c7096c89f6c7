import { describe, expect, it } from 'vitest'
import { InputError } from '../content/errors'
import { errorPage, VITE_CLIENT_URL } from './error-page'

describe('errorPage', () => {
  it('lists every content problem with its file and line', () => {
    const html = errorPage(
      new InputError('Content', [
        {
          file: 'content/edgepoint/pages/en/a.md',
          line: 5,
          message: 'front matter is not valid YAML',
        },
        { file: 'content/edgepoint/pages/fr/b.md', line: 12, field: 'date', message: 'not a date' },
      ]),
    )
    expect(html).toContain('Content: 2 problems')
    expect(html).toContain('content/edgepoint/pages/en/a.md:5')
    expect(html).toContain('front matter is not valid YAML')
    expect(html).toContain('content/edgepoint/pages/fr/b.md:12')
    expect(html).toContain('<code>date</code>: not a date')
    expect(html.match(/<li>/g)).toHaveLength(2)
  })

  it('escapes the text of a problem', () => {
    const html = errorPage(
      new InputError('Content', [
        {
          file: 'content/x/<b>.md',
          line: 1,
          field: '"t"',
          message: '<script>alert(1)</script> & more',
        },
      ]),
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<b>.md')
    expect(html).toContain('content/x/&lt;b&gt;.md:1')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(html).toContain('<code>&quot;t&quot;</code>')
  })

  it("shows a code error's stack, escaped", () => {
    const error = new Error('Cannot read <props>')
    error.stack = 'Error: Cannot read <props>\n    at Template (/src/templates/page.tsx:12:3)'
    const html = errorPage(error)
    expect(html).toContain('The page failed to render')
    expect(html).toContain('Cannot read &lt;props&gt;')
    expect(html).toContain('/src/templates/page.tsx:12:3')
  })

  it("loads Vite's client, whose socket reloads the page once the problem is fixed", () => {
    expect(errorPage(new Error('x'))).toContain(`<script type="module" src="${VITE_CLIENT_URL}">`)
  })
})
