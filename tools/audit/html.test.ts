import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EnvironmentError } from '../exit'
import { checkHtml, formatHtmlProblem, HTML_CONFIG_FILE } from './html'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'html-audit-'))
  folders.push(root)
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  return root
}

/** A page as React serializes it: self-closing void elements, `charSet`, `hrefLang`, useId's ids. */
const PAGE =
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>A page</title>' +
  '<link rel="alternate" hrefLang="fr-CA" href="/fr/"/></head>' +
  '<body><main><button type="button" aria-controls="_R_1_-list">Menu</button>' +
  '<ul id="_R_1_-list"><li>One</li></ul><img src="/a.png" alt=""/></main></body></html>'

describe('the HTML check', () => {
  it("passes React's serialization under the project's configuration", async () => {
    const report = await checkHtml(await site({ 'index.html': PAGE, 'fr/index.html': PAGE }), {
      configFile: HTML_CONFIG_FILE,
    })
    expect(report).toMatchObject({ check: 'html', ok: true, documents: 2, problems: [] })
  })

  it('reports every problem of every HTML file at once, with its file, line and rule', async () => {
    const root = await site({
      'index.html': PAGE,
      'old/index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
      'video/index.html':
        '<!DOCTYPE html><html lang="en-CA"><head><title>Video</title></head><body>\n' +
        '<figure><div></div><figcaption>A</figcaption><details><summary>S</summary></details></figure>\n' +
        '</body></html>',
      'assets/site.css': 'not html',
    })
    const report = await checkHtml(root, { configFile: HTML_CONFIG_FILE })
    expect(report.ok).toBe(false)
    expect(report.documents).toBe(3)
    expect(report.problems.map((p) => [p.file, p.line, p.rule])).toEqual([
      ['old/index.html', 1, 'element-required-attributes'],
      ['video/index.html', 2, 'element-permitted-order'],
    ])
    const [first] = report.problems
    expect(first && formatHtmlProblem('dist', first)).toBe(
      'dist/old/index.html:1:17 element-required-attributes: <html> is missing required "lang" attribute',
    )
  })

  it("is an environment error when the validator's configuration is missing or refused", async () => {
    const root = await site({ 'index.html': PAGE, 'bad.json': '{"rules":{"no-such-rule":"on"}}' })
    await expect(checkHtml(root, { configFile: path.join(root, 'none.json') })).rejects.toThrow(
      EnvironmentError,
    )
    const refused = checkHtml(root, { configFile: path.join(root, 'bad.json') })
    await expect(refused).rejects.toThrow(EnvironmentError)
    await expect(refused).rejects.toThrow(/bad\.json: .*no-such-rule/)
  })
})
