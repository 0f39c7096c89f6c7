import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAhead } from './read-ahead'

describe('readAhead', () => {
  it('yields every file with its text, in the order given, whatever the window', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'read-ahead-'))
    const files = Array.from({ length: 7 }, (_, k) => {
      const file = path.join(dir, `${k}.md`)
      writeFileSync(file, `text ${k}`)
      return file
    })
    for (const window of [1, 3, 32]) {
      const seen: string[] = []
      for await (const { file, contents } of readAhead(files, { window })) {
        seen.push(`${path.basename(file)}=${contents}`)
      }
      expect(seen).toEqual(files.map((f, k) => `${path.basename(f)}=text ${k}`))
    }
  })

  it('reads with the reader it is given', async () => {
    const seen: Array<[string, number]> = []
    for await (const { file, contents } of readAhead(['a', 'bb'], {
      read: (f) => Promise.resolve(f.length),
    })) {
      seen.push([file, contents])
    }
    expect(seen).toEqual([
      ['a', 1],
      ['bb', 2],
    ])
  })

  it('rejects with the error of a file that cannot be read', async () => {
    const read = async () => {
      for await (const entry of readAhead(['/no/such/file.md'])) void entry
    }
    await expect(read()).rejects.toThrow(/ENOENT/)
  })
})
