import { describe, expect, it } from 'vitest'
import { withStyles } from './ssr-styles'

const PAGE = '<!DOCTYPE html><html><head><title>t</title></head><body></body></html>'

describe('withStyles', () => {
  it("puts each stylesheet at the end of the head, with the module id Vite's client takes it over by", () => {
    const html = withStyles(PAGE, [
      { id: '/p/src/styles/site.css', css: 'body{margin:0}' },
      { id: '/p/src/a "b".css', css: 'a{}' },
    ])
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>t</title>' +
        '<style type="text/css" data-vite-dev-id="/p/src/styles/site.css">body{margin:0}</style>' +
        '<style type="text/css" data-vite-dev-id="/p/src/a &quot;b&quot;.css">a{}</style>' +
        '</head><body></body></html>',
    )
  })

  it('leaves the id out where an attribute cannot hold it (a virtual module)', () => {
    const html = withStyles(PAGE, [{ id: '\0virtual:brand-theme.css', css: ':root{}' }])
    expect(html).toContain('<style type="text/css">:root{}</style></head>')
  })

  it('keeps CSS text from closing its style element', () => {
    const html = withStyles(PAGE, [{ id: '/x.css', css: 'a::after{content:"</style><b>"}' }])
    expect(html).toContain('content:"<\\/style><b>"')
  })
})
