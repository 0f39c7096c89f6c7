import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cli } from '../../tests/cli/run-cli'

describe.concurrent(
  'redirects fix and generate on a row they cannot read',
  { timeout: 60_000 },
  () => {
    let root = ''
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'redirects-cli-'))
    })
    afterAll(() => rm(root, { recursive: true, force: true }))

    it.each(['fix', 'generate'])(
      'redirects %s reports the row with its line and fix, exits 1 and writes nothing',
      async (action) => {
        const cwd = path.join(root, action)
        await cp('tests/fixtures/small-site/content', path.join(cwd, 'content'), {
          recursive: true,
        })
        const table = [
          'fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser',
          '/old/,/who-we-are/,false,true',
          '',
        ]
        await writeFile(path.join(cwd, 'redirects.csv'), table.join('\n'))
        const run = await cli(['redirects', action], { cwd })
        expect(run.code).toBe(1)
        expect(run.stdout).toBe(
          'error   redirects.csv:2  4 values instead of 5: give the row all of fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser\n' +
            'redirects.csv: 0 rows, 1 errors, 0 warnings\n',
        )
        expect(run.stderr).toBe(
          `redirects.csv was not rewritten: fix the rows above, then run "npm run tools -- redirects ${action}" again.\n`,
        )
        expect(await readFile(path.join(cwd, 'redirects.csv'), 'utf8')).toBe(table.join('\n'))
      },
    )
  },
)

describe('redirects on content with problems', () => {
  it.each(['check', 'fix', 'generate'])(
    'redirects %s lists the content problems and exits 1',
    async (action) => {
      const run = await cli(['redirects', action], {
        cwd: path.resolve('tests/fixtures/broken-content'),
      })
      expect(run.code).toBe(1)
      expect(run.stderr.split('\n')[0]).toMatch(/^Content: \d+ problems$/)
      expect(run.stdout).toBe('')
    },
    60_000,
  )
})
