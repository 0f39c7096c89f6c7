import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadBrandData } from './data-files'
import { formatProblem } from './errors'

describe('loadBrandData', () => {
  let root = ''
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('refuses a fund size dated after the approved month-end, on its line', { timeout: 30_000 }, async () => {
    root = await mkdtemp(path.join(tmpdir(), 'brand-data-'))
    const data = path.join(root, 'content/edgepoint/data')
    await cp('content/edgepoint/data', data, { recursive: true })
    const file = path.join(data, 'portfolios.yaml')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('{ value: 9412000000, date: 2025-06-30 }', '{ value: 9412000000, date: 2025-07-31 }'))
    const line = text.split('\n').findIndex((l) => l.includes('9412000000')) + 1

    const { problems } = await loadBrandData(root, path.join(root, 'content/edgepoint'))
    expect(problems.map(formatProblem)).toEqual([
      `content/edgepoint/data/portfolios.yaml:${line}  fundSize is dated 2025-07-31, after the figures' asAtDate 2025-06-30 (content/edgepoint/data/site.yaml): give the fund size as at 2025-06-30 or earlier, or approve the later month first (figures approve)`,
    ])
  })
})
