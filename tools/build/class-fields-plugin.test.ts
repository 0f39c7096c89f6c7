import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../content/markdown'
import { bundledScript } from './bundle-script.mjs'
import { assignInstanceFields } from './class-fields-plugin.mjs'

const markdownItBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('markdown-it')),
  'markdown-it.mjs',
)

// Every construct the content uses, and a few it may.
const SAMPLE = `# A heading with *emphasis*, **strong** and \`code\`

"Quotes" -- and dashes --- (c) (tm) ... typographer's work, plus https://example.com and
mail@example.com linkified; [an internal link](/en/about/) and ![an image](/images/a.png "title").

> A quotation
> over two lines.

1. one
2. two
   - nested *item*

| Fund | Return |
| :--- | -----: |
| A    | 4.2 %  |

\`\`\`js
const fenced = "<escaped>"
\`\`\`

<div>raw HTML is escaped</div>

***
`

describe('classFieldsPlugin', () => {
  it('turns every instance field of the installed markdown-it build into an assignment', () => {
    const source = readFileSync(markdownItBuild, 'utf8')
    const { contents, changed } = assignInstanceFields(source)
    expect(changed).toBeGreaterThan(40)
    expect(contents).not.toMatch(/_defineProperty\(\s*this\b/)
    expect(contents).toContain('(this.map = null')
  })

  it('relies on no markdown-it class having an accessor or read-only property', () => {
    // MarkdownIt and the classes it exposes (tokens, rulers, the renderer, the
    // parsers and their states): every class whose fields the helper defines.
    // (The package's default export wraps the class; an instance knows it.)
    const { constructor } = new MarkdownIt() as { constructor: object }
    const classes = [constructor, ...Object.values(constructor)].filter(
      (value): value is new (...args: never[]) => object => typeof value === 'function',
    )
    const prototypes = new Set<object>()
    for (const c of classes) {
      for (
        let p = c.prototype as object | null;
        p && p !== Object.prototype;
        p = Object.getPrototypeOf(p)
      )
        prototypes.add(p)
    }
    const unsafe = [...prototypes].flatMap((p) =>
      Object.entries(Object.getOwnPropertyDescriptors(p))
        .filter(([, d]) => d.get !== undefined || d.set !== undefined || d.writable === false)
        .map(([key]) => key),
    )
    expect(classes.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Token',
        'StateCore',
        'StateBlock',
        'StateInline',
        'Renderer',
        'Ruler',
      ]),
    )
    expect(unsafe).toEqual([])
  })

  it('leaves the HTML of every sample page as markdown-it itself renders it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'class-fields-'))
    const probe = path.join(dir, 'markdown-probe.ts')
    const markdown = path.resolve('tools/content/markdown.ts')
    writeFileSync(
      probe,
      [
        `import { readFileSync } from 'node:fs'`,
        `import { renderMarkdown } from ${JSON.stringify(markdown)}`,
        `const files: string[] = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'))`,
        `console.log(JSON.stringify(files.map((f) => renderMarkdown(readFileSync(f, 'utf8')))))`,
      ].join('\n'),
    )
    utimesSync(probe, new Date(2020, 0, 1), new Date(2020, 0, 1))
    writeFileSync(path.join(dir, 'sample.md'), SAMPLE)
    const files = [
      path.join(dir, 'sample.md'),
      ...readdirSync('content', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.resolve('content', f)),
    ]
    writeFileSync(path.join(dir, 'files.json'), JSON.stringify(files))

    const script = bundledScript(probe)
    expect(readFileSync(script, 'utf8')).toMatch(/\bthis\.map = null/)
    const bundled = JSON.parse(
      execFileSync(process.execPath, [script, path.join(dir, 'files.json')], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    )
    expect(files.length).toBeGreaterThan(20)
    expect(bundled).toEqual(files.map((f) => renderMarkdown(readFileSync(f, 'utf8'))))
  })
})
