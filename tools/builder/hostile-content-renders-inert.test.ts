import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { buildSite } from './build'

/**
 * Content is an editor's, and an editor's account can be stolen: script
 * written into front matter or Markdown reaches visitors only as text (the
 * YAML data's fields are ids, dates, codes and numbers, which its schema
 * refuses otherwise). The real build, on the shipped content with payloads added.
 */
const SCRIPT = '<script>alert("xss")</script>'
const HANDLER = '"><img src=x onerror=alert(1)>'

describe('content carrying script payloads', () => {
  let dir = ''
  let article = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hostile-content-'))
    const content = path.join(dir, 'content', 'edgepoint')
    await cp('content/edgepoint', content, { recursive: true })
    const file = path.join(content, 'articles', 'en', 'Q1-2024-credit-commentary.md')
    const source = await readFile(file, 'utf8')
    await writeFile(
      file,
      source
        .replace(/^title: .*$/m, `title: '${SCRIPT}'`)
        .replace(/^description: .*$/m, `description: '${HANDLER.replace(/'/g, "''")}'`)
        .concat(`\nRaw ${SCRIPT} and ${HANDLER} in the body.\n`),
    )
    await buildSite({
      root: process.cwd(),
      brand: BRANDS.edgepoint,
      outDir: path.join(dir, 'dist'),
      contentRoot: dir,
      redirectsFile: false,
    })
    article = await readFile(
      path.join(dir, 'dist', 'article', 'Q1-2024-credit-commentary', 'index.html'),
      'utf8',
    )
  }, 120_000)
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('shows the payloads as text and runs none of them', () => {
    expect(article).not.toContain('<script>alert')
    expect(article).not.toMatch(/<img[^>]*onerror/i)
    // In the title, the heading and the body.
    expect(
      article.match(/&lt;script&gt;alert\(&quot;xss&quot;\)&lt;\/script&gt;/g)?.length,
    ).toBeGreaterThanOrEqual(3)
    expect(article).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
  })

  it('keeps them inert in the page data and the router state the browser reads', async () => {
    const data = await readFile(
      path.join(dir, 'dist', 'page-data', 'article', 'Q1-2024-credit-commentary', 'page-data.json'),
      'utf8',
    )
    // JSON text, not markup: the browser parses it, React renders it as text.
    expect(JSON.parse(data).result.title).toBe(SCRIPT)
    // Inside the HTML, a JSON block can never close its own <script> element.
    const inlineJson = [...article.matchAll(/<script[^>]*>([^]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    )
    expect(inlineJson.some((text) => text.includes('</script'))).toBe(false)
  })
})
