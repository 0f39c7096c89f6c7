import { describe, expect, it } from 'vitest'
import { APP_SHELL, PRECACHE_BUDGET, checkPrecacheBudget } from './service-worker'

const MB = 1024 * 1024

describe('precache budget', () => {
  it('is 300 entries and 1.5 MB', () => {
    expect(PRECACHE_BUDGET).toEqual({ entries: 300, bytes: 1.5 * MB })
  })

  it('passes an app shell at the budget', () => {
    expect(() => checkPrecacheBudget({ entries: 300, bytes: 1.5 * MB })).not.toThrow()
  })

  it('fails a build with too many entries, naming the figure, the budget and the fix', () => {
    expect(() => checkPrecacheBudget({ entries: 301, bytes: 200 * 1024 })).toThrow(
      /over budget: 301 entries \(at most 300\)\. .*APP_SHELL in tools\/builder\/service-worker\.ts/,
    )
  })

  it('fails a build over 1.5 MB, in KB', () => {
    expect(() => checkPrecacheBudget({ entries: 12, bytes: 2 * MB })).toThrow(
      'over budget: 2048 KB (at most 1536 KB)',
    )
  })

  it('names both figures when both are over', () => {
    expect(() => checkPrecacheBudget({ entries: 400, bytes: 1.5 * MB + 1024 })).toThrow(
      'over budget: 400 entries (at most 300), 1537 KB (at most 1536 KB)',
    )
  })

  it('precaches no page but the offline and 404 pages', () => {
    const html = APP_SHELL.filter((glob) => glob.endsWith('.html'))
    expect(html).toEqual(['offline.html', '*/offline.html', '404.html', '*/404.html'])
  })
})
