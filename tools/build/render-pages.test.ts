import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './render-pages'

describe('inlineStylesheets', () => {
  it('replaces the links of known stylesheets with their CSS and leaves others alone', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/a.css" data-precedence="default"/>' +
      '<link rel="stylesheet" href="/assets/other.css"/></head>'
    expect(inlineStylesheets(html, { '/assets/a.css': 'main{color:red}' })).toBe(
      '<head><style data-href="/assets/a.css">main{color:red}</style><link rel="stylesheet" href="/assets/other.css"/></head>',
    )
  })

  it('cannot be closed early by the CSS it inlines', () => {
    const out = inlineStylesheets('<link rel="stylesheet" href="/a.css"/>', {
      '/a.css': 'a{}</style><script>x</script>',
    })
    expect(out).not.toContain('</style><script>')
  })
})
