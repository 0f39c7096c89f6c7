import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { overwriteFile } from './write-file'

const bytes = (text: string) => Buffer.from(text)

describe('overwriteFile', () => {
  it('writes over the file where it is, cutting what the old one had beyond', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'overwrite-')), 'index.html')
    writeFileSync(file, '<p>An older and much longer page than the new one</p>')
    const inode = statSync(file).ino

    overwriteFile(file, bytes('<p>New</p>'))

    expect(readFileSync(file, 'utf8')).toBe('<p>New</p>')
    expect(statSync(file).ino).toBe(inode)
  })

  it('grows a file that was shorter', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'overwrite-')), 'index.html')
    writeFileSync(file, 'old')
    overwriteFile(file, bytes('a longer page'))
    expect(readFileSync(file, 'utf8')).toBe('a longer page')
  })

  it('creates a file that is not there', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'overwrite-')), 'new.json')
    overwriteFile(file, bytes('{}'))
    expect(readFileSync(file, 'utf8')).toBe('{}')
  })
})

describe('overwriteFile across block boundaries', () => {
  it('leaves exactly the new bytes whatever the old and new sizes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overwrite-'))
    const sizes = [0, 1, 4095, 4096, 4097, 8192, 10_000]
    for (const before of sizes) {
      for (const after of sizes) {
        const file = path.join(dir, `${before}-${after}`)
        writeFileSync(file, Buffer.alloc(before, 'o'))
        const next = Buffer.alloc(after, 'n')
        overwriteFile(file, next)
        expect(readFileSync(file).equals(next), `${before} -> ${after} bytes`).toBe(true)
      }
    }
  })
})
