import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundledScript } from './bundle-script.mjs'

// Written as the tools are: TypeScript modules finding their neighbours from
// their own URL, and loading a rarely used one only when it is needed.
function writeModules(): { dir: string; main: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-script-'))
  const files: Record<string, string> = {
    'where.ts': 'export const here: string = import.meta.url\n',
    'lazy.ts':
      "(globalThis as Record<string, unknown>).lazyRan = true\nexport const lazy = 'loaded'\n",
    'bundle-probe.ts': [
      "import { here } from './where.ts'",
      'const ran = () => (globalThis as Record<string, unknown>).lazyRan === true',
      'const before = ran()',
      "const { lazy } = await import('./lazy.ts')",
      'console.log(JSON.stringify({ here, main: import.meta.url, before, lazy, after: ran() }))',
    ].join('\n'),
  }
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text)
    // Written well before any bundling: a file written meanwhile is not vouched for.
    utimesSync(path.join(dir, name), new Date(2020, 0, 1), new Date(2020, 0, 1))
  }
  return { dir, main: path.join(dir, 'bundle-probe.ts') }
}

describe('bundledScript', () => {
  it('runs in plain Node with each module seeing its own source URL, and a dynamic import loaded only when reached', () => {
    const { dir, main } = writeModules()
    const script = bundledScript(main)
    expect(script).toMatch(/\.mjs$/)
    const printed = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' }))
    expect(printed).toEqual({
      here: pathToFileURL(path.join(dir, 'where.ts')).href,
      main: pathToFileURL(main).href,
      before: false,
      lazy: 'loaded',
      after: true,
    })
    // The dynamically imported module is a chunk beside the entry script.
    expect(readdirSync(path.dirname(script)).length).toBeGreaterThan(1)
    expect(bundledScript(main)).toBe(script)
  })

  it('names the module it cannot bundle, after esbuild’s own message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-script-'))
    const broken = path.join(dir, 'broken-probe.ts')
    writeFileSync(broken, 'export const x: number = (\n')
    expect(() => bundledScript(broken)).toThrow(/esbuild could not bundle .*broken-probe\.ts/)
  })
})
