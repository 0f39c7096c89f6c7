import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileSystemNow, sweepStale } from './sweep'

function write(dir: string, file: string, old = false) {
  const full = path.join(dir, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, file)
  if (old) utimesSync(full, new Date('2026-01-01'), new Date('2026-01-01'))
}

describe('sweepStale', () => {
  it('deletes the files written before the build began, and the folders that leaves empty', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sweep-'))
    const since = fileSystemNow(dir)
    write(dir, 'index.html')
    write(dir, 'sitemap.xml.br', true)
    write(dir, 'article/gone/index.html', true)
    write(dir, 'article/gone/index.html.br', true)
    write(dir, 'page-data/article/gone/page-data.json', true)
    write(dir, 'article/kept/index.html')
    write(dir, 'assets/old-Ab12.js', true)
    write(dir, 'assets/new-Cd34.js')

    const { removed, kept } = sweepStale(dir, since)
    expect(removed).toBe(5)
    expect(kept.map((f) => path.relative(dir, f)).sort()).toEqual([
      'article/kept/index.html',
      'assets/new-Cd34.js',
      'index.html',
    ])

    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      'article',
      'article/kept',
      'article/kept/index.html',
      'assets',
      'assets/new-Cd34.js',
      'index.html',
    ])
    expect(existsSync(path.join(dir, 'page-data'))).toBe(false)
  })

  it('keeps everything written since, and leaves no marker of its clock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sweep-'))
    const since = fileSystemNow(dir)
    write(dir, 'index.html')
    write(dir, 'fr/index.html')
    expect(sweepStale(dir, since).removed).toBe(0)
    expect(readdirSync(dir).sort()).toEqual(['fr', 'index.html'])
  })
})
