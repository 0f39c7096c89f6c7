import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const SCRIPT = path.resolve('tools/run-scripts-together.mjs')

describe('running npm scripts together', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scripts-together-'))
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      scripts: {
        slow: 'node -e "setTimeout(() => console.log(\'slow done\'), 300)"',
        quick: 'node -e "console.log(\'quick done\')"',
        failing: 'node -e "console.log(\'failing ran\'); process.exit(3)"',
      },
    }),
  )
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const run = (...scripts: string[]) =>
    spawnSync(process.execPath, [SCRIPT, ...scripts], { cwd: dir, encoding: 'utf8' })

  it("prints each script's output in the order given, and passes when all pass", () => {
    const result = run('slow', 'quick')
    expect(result.status).toBe(0)
    expect(result.stdout.indexOf('slow done')).toBeGreaterThan(-1)
    expect(result.stdout.indexOf('quick done')).toBeGreaterThan(result.stdout.indexOf('slow done'))
  })

  it('fails with the failing script’s exit code, after the others ended', () => {
    const result = run('failing', 'slow')
    expect(result.status).toBe(3)
    expect(result.stdout).toContain('slow done')
    expect(result.stderr).toContain('npm run failing failed (exit 3)')
  })
})
