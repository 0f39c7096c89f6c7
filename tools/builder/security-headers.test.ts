// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseHeaderRules } from '../../src/edge/header-rules'
import { DEFAULT_SETTINGS } from '../../src/site/settings'
import { scanDocument, sha256Source } from './inline-hashes'
import { MAX_HASHES, groupByHashes, writeSecurityHeaders } from './security-headers'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

async function site(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'csp-'))
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  return dir
}

const page = (script: string) =>
  `<!doctype html><html><head><style>b{}</style></head><body><script>${script}</script><script type="application/json">{"x":"${Math.random()}"}</script></body></html>`

describe('groupByHashes', () => {
  it('groups documents with the same inline code, the largest group first', () => {
    const a = { scripts: ["'sha256-a'"], styles: [] }
    const b = { scripts: ["'sha256-b'"], styles: [] }
    const groups = groupByHashes(
      new Map([
        ['x.html', b],
        ['y.html', a],
        ['z.html', a],
      ]),
    )
    expect(groups.map((g) => g.files)).toEqual([['y.html', 'z.html'], ['x.html']])
  })
})

describe('writeSecurityHeaders', () => {
  it("writes one policy with every document's hashes into _headers and the edge rules", async () => {
    const out = await site({
      'index.html': page('a()'),
      'fr/index.html': page('a()'),
      '404.html': page('b()'),
      'old/index.html': page('c()'),
      'pagefind/pagefind.js': 'not a document',
    })
    const report = await writeSecurityHeaders(out, DEFAULT_SETTINGS)
    expect(report.documents).toBe(4)
    expect(report.sets).toHaveLength(3)
    expect(report.hashes).toBe(4)
    const headers = await readFile(path.join(out, '_headers'), 'utf8')
    const policy = /content-security-policy: (.*)/.exec(headers)?.[1] ?? ''
    for (const script of ['a()', 'b()', 'c()']) expect(policy).toContain(sha256Source(script))
    expect(policy).toContain(sha256Source('b{}'))
    expect(report.headersBytes).toBe(Buffer.byteLength(headers))
    // The policy applies under /* only: the 404 page is sent for any path.
    expect(headers.match(/content-security-policy/g)).toHaveLength(1)
    expect(headers.startsWith('/*\n')).toBe(true)
    const file = path.join(out, '_edge', 'headers.json')
    const rules = parseHeaderRules(await readFile(file, 'utf8'), file)
    expect(rules).toEqual([
      {
        path: '/*',
        headers: expect.objectContaining({
          'content-security-policy': policy,
          'strict-transport-security': 'max-age=63072000; includeSubDomains',
        }),
      },
    ])
  })

  it('fails on inline code no hash allows, naming the file and the fix', async () => {
    const out = await site({ 'a/index.html': '<p style="color:red" onclick="x()">a</p>' })
    await expect(writeSecurityHeaders(out, DEFAULT_SETTINGS)).rejects.toThrow(
      /a\/index\.html: style attribute[\s\S]*a\/index\.html: event handler attribute[\s\S]*Fix: give the element a class/,
    )
  })

  it('fails when pages carry inline code of their own, naming some', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i <= MAX_HASHES; i++) files[`p${i}/index.html`] = page(`go(${i})`)
    const out = await site(files)
    await expect(writeSecurityHeaders(out, DEFAULT_SETTINGS)).rejects.toThrow(
      /different inline scripts and styles[\s\S]*p\d+\/index\.html[\s\S]*application\/json/,
    )
  })

  it('takes the scans the render step made of its pages, and reads the other documents', async () => {
    const out = await site({
      'index.html': page('a()'),
      '404.html': page('b()'),
      'old/index.html': '<p onclick="x()">a</p>',
    })
    // A scan stands for what the render step wrote: the file is not read again.
    const scanned = new Map([['index.html', scanDocument(page('rendered()'))]])
    const report = await writeSecurityHeaders(out, DEFAULT_SETTINGS, scanned).catch(
      (error: unknown) => error,
    )
    expect(String(report)).toContain('old/index.html: event handler attribute')
    await writeFile(path.join(out, 'old/index.html'), page('c()'))
    await writeSecurityHeaders(out, DEFAULT_SETTINGS, scanned)
    const headers = await readFile(path.join(out, '_headers'), 'utf8')
    expect(headers).toContain(sha256Source('rendered()'))
    expect(headers).not.toContain(sha256Source('a()'))
    for (const script of ['b()', 'c()']) expect(headers).toContain(sha256Source(script))
  })
})
