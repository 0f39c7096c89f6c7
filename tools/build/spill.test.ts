import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSpillReader, openSpillWriter } from './spill'

const spillFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'spill-')), 'html.spill')

describe('spilled text', () => {
  it('comes back in place of its tokens, anywhere in a record, in any script', () => {
    const file = spillFile()
    const writer = openSpillWriter(file)
    const body = '<p>Patience: <a href="/fr/">ça</a></p>'
    const chinese = '<p>耐心是我们的优势。</p>'
    const record = {
      path: '/article/x/',
      html: writer.put(body),
      blocks: [
        { type: 'rich-text', html: writer.put(chinese) },
        { type: 'hero', heading: 'Hi' },
      ],
      readingMinutes: 3,
      image: null,
    }
    writer.close()
    expect(record.html).not.toContain('Patience')
    expect(statSync(file).size).toBe(Buffer.byteLength(body) + Buffer.byteLength(chinese))

    const reader = openSpillReader(file)
    expect(reader.fill(record)).toEqual({
      path: '/article/x/',
      html: body,
      blocks: [
        { type: 'rich-text', html: chinese },
        { type: 'hero', heading: 'Hi' },
      ],
      readingMinutes: 3,
      image: null,
    })
    reader.close()
  })

  it('leaves text without tokens as it is', () => {
    const file = spillFile()
    openSpillWriter(file).close()
    const reader = openSpillReader(file)
    expect(reader.fill({ title: 'spill:0:3', list: ['a'] })).toEqual({
      title: 'spill:0:3',
      list: ['a'],
    })
    reader.close()
  })

  it('says which file is short when a token points past its end', () => {
    const file = spillFile()
    const writer = openSpillWriter(file)
    const token = writer.put('short')
    writer.close()
    const reader = openSpillReader(file)
    const past = token.replace(/:\d+$/, ':50')
    expect(() => reader.fill({ html: past })).toThrow(`${file}: 50 bytes at 0, read 5`)
    reader.close()
  })
})
