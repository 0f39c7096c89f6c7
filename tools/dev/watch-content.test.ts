import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { FSWatcher } from 'vite'
import { isContentFile, watchContent } from './watch-content'

const WATCHED = { dirs: ['/tmp/site/content/edgepoint'], files: ['/tmp/site/redirects.csv'] }

/** Vite's watcher as the dev server uses it: `add`, and 'all' events. */
class FakeWatcher extends EventEmitter {
  added: string[] = []
  add(paths: string[]) {
    this.added.push(...paths)
    return this
  }
}

describe('isContentFile', () => {
  it('takes files under the content folder and the redirect table', () => {
    expect(isContentFile('/tmp/site/content/edgepoint/pages/en/a.md', WATCHED)).toBe(true)
    expect(isContentFile('/tmp/site/content/edgepoint/data/site.yaml', WATCHED)).toBe(true)
    expect(isContentFile('/tmp/site/redirects.csv', WATCHED)).toBe(true)
  })

  it('leaves out other brands, look-alike folders and code', () => {
    expect(isContentFile('/tmp/site/content/cymbria/pages/en/a.md', WATCHED)).toBe(false)
    expect(isContentFile('/tmp/site/content/edgepoint-old/a.md', WATCHED)).toBe(false)
    expect(isContentFile('/tmp/site/src/templates/page.tsx', WATCHED)).toBe(false)
  })
})

describe('watchContent', () => {
  it('adds the content to the watcher and reports a burst of changes once', async () => {
    const watcher = new FakeWatcher()
    const reports: string[][] = []
    const stop = watchContent(watcher as unknown as FSWatcher, {
      ...WATCHED,
      quietMs: 10,
      onChange: async (files) => void reports.push(files),
    })
    expect(watcher.added).toEqual([...WATCHED.dirs, ...WATCHED.files])
    // An editor's save: the file removed and written again, plus a change elsewhere.
    watcher.emit('all', 'unlink', '/tmp/site/content/edgepoint/pages/en/a.md')
    watcher.emit('all', 'add', '/tmp/site/content/edgepoint/pages/en/a.md')
    watcher.emit('all', 'change', '/tmp/site/src/site.css')
    watcher.emit('all', 'change', '/tmp/site/redirects.csv')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reports).toEqual([
      ['/tmp/site/content/edgepoint/pages/en/a.md', '/tmp/site/redirects.csv'],
    ])
    stop()
    watcher.emit('all', 'change', '/tmp/site/redirects.csv')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reports).toHaveLength(1)
  })
})
