import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cli } from '../../tests/cli/run-cli'

describe('content check on an article that fails to load', { timeout: 60_000 }, () => {
  let cwd = ''
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'content-cli-'))
    await cp('tests/fixtures/small-site/content', path.join(cwd, 'content'), { recursive: true })
    const edit = async (file: string, from: string, to: string) => {
      const at = path.join(cwd, 'content/edgepoint', file)
      await writeFile(at, (await readFile(at, 'utf8')).replace(from, to))
    }
    await edit('articles/en/q1.md', 'date: 2025-04-15', 'date: 2024-13-45')
    await edit(
      'pages/en/home.md',
      '(/who-we-are/).',
      '(/who-we-are/), [Q1](/article/Q1-2025-edgepoint-commentary/).',
    )
  })
  afterAll(() => rm(cwd, { recursive: true, force: true }))

  it('says why the article fails, and lists the links to it apart, as not checked', async () => {
    const run = await cli(['content', 'check'], { cwd })
    expect(run.code).toBe(1)
    expect(run.stderr.split('\n')).toEqual([
      'Content: 1 problem',
      '  content/edgepoint/articles/en/q1.md:7  "date": 2024-13-45 is not a real date (month 13: months go from 01 to 12)',
      'Not checked until the problems above are fixed (1):',
      '  content/edgepoint/pages/en/home.md:11  link to /article/Q1-2025-edgepoint-commentary/: its page, content/edgepoint/articles/en/q1.md, failed to load',
      '',
    ])
  })
})
