import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { measureWriteFloor } from './write-floor'

describe('measureWriteFloor', () => {
  it("writes a copy of the site's folders and files, counts them, and removes the copy", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'floor-site-'))
    mkdirSync(path.join(site, 'fr', 'article', 'a'), { recursive: true })
    writeFileSync(path.join(site, 'index.html'), 'home')
    writeFileSync(path.join(site, 'fr', 'article', 'a', 'index.html'), 'article')
    const scratch = path.join(mkdtempSync(path.join(tmpdir(), 'floor-')), 'copy')

    const floor = measureWriteFloor(site, scratch)

    expect(floor).toMatchObject({ files: 2, folders: 3, bytes: 'home'.length + 'article'.length })
    expect(floor.seconds).toBeGreaterThan(0)
    expect(existsSync(scratch)).toBe(false)
  })
})
