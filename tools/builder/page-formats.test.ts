import { describe, expect, it } from 'vitest'
import { FORMATS_SCRIPT_ID, parseFormats } from '../../src/site/format'
import { embedFormats } from './page-formats'

const page = '<html><body><main>x</main></body></html>'

describe('embedFormats', () => {
  it('puts the strings before </body> as JSON that parseFormats reads back', () => {
    const formats = { 'date:en:long:2024-10-15': 'October 15, 2024', 'percent:fr:2:1.5': '1,50 %' }
    const html = embedFormats(page, formats)
    const match = new RegExp(
      `<script type="application/json" id="${FORMATS_SCRIPT_ID}">(.*)</script></body>`,
    ).exec(html)
    expect(match?.[1]).toBeDefined()
    expect(parseFormats(match?.[1])).toEqual(formats)
  })

  it('cannot be closed early by a string that holds </script>', () => {
    const html = embedFormats(page, { k: '</script><script>alert(1)</script>' })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })

  it('adds nothing to a page that formatted nothing', () => {
    expect(embedFormats(page, {})).toBe(page)
  })
})
