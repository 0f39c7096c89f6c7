// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { blockedInline, inlineHashes, sha256Source } from './inline-hashes'

describe('sha256Source', () => {
  it("gives the CSP source browsers compare: 'sha256-' and the base64 digest of the UTF-8 text", () => {
    // The example of the CSP specification's hash-source section.
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    )
    const text = 'document.title="Café 你好"'
    expect(sha256Source(text)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`,
    )
  })
})

describe('inlineHashes', () => {
  it('hashes executable inline scripts and style elements, byte for byte, each once and sorted', () => {
    const html = [
      '<style data-tsr-inline-css="">:root{--a:1}</style>',
      '<script>a()</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="text/javascript">b()</script>',
      '<script data-module="/assets/e.js">a()</script>',
      '<svg><style>.x{fill:red}</style></svg>',
      '<script>\n  c()\n</script>',
    ].join('')
    expect(inlineHashes(html)).toEqual({
      scripts: [
        sha256Source('a()'),
        sha256Source('import "/x.js"'),
        sha256Source('b()'),
        sha256Source('\n  c()\n'),
      ].sort(),
      styles: [sha256Source(':root{--a:1}'), sha256Source('.x{fill:red}')].sort(),
    })
  })

  it('leaves out data blocks and scripts loaded from a file', () => {
    const html = [
      '<script type="application/json" id="formatted-strings">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      "<script type='speculationrules'>{}</script>",
      '<script src="/assets/x.js"></script>',
      '<script type="module" src="/assets/y.js"></script>',
    ].join('')
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] })
  })

  it('gives equal lists for documents with the same inline code in another order', () => {
    expect(inlineHashes('<script>a()</script><script>b()</script>')).toEqual(
      inlineHashes('<p>x</p><script>b()</script><script>a()</script><script>a()</script>'),
    )
  })
})

describe('blockedInline', () => {
  it('finds style attributes, event handlers and javascript: URLs, which no hash allows here', () => {
    const found = blockedInline(
      '<div style="color:red"></div><img src="/a.png" onerror="x()"><a href="javascript:void 0">x</a>',
    )
    expect(found.map((f) => f.kind)).toEqual([
      'style attribute',
      'event handler attribute',
      'javascript: URL',
    ])
  })

  it('reads attribute values as values: a description quoting a handler is text', () => {
    expect(
      blockedInline(
        '<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"><p title=\'a onclick=b style=c\'>x onload=y</p>',
      ),
    ).toEqual([])
    expect(blockedInline('<a title="x>" onclick="y()">').map((f) => f.kind)).toEqual([
      'event handler attribute',
    ])
  })

  it('ignores the text of scripts and styles, data attributes and empty styles', () => {
    expect(
      blockedInline(
        '<script>el.setAttribute("style","x");"<a onclick=1>"</script><style>a[style="x"]{}</style><div data-style="a" data-onload="b" style=""></div>',
      ),
    ).toEqual([])
  })
})
