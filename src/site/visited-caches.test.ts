import { describe, expect, it } from 'vitest'
import { cacheNames, outdatedCaches, visitedCaches } from './visited-caches'

describe('cache names', () => {
  it('carry the build hash, except the shared images cache', () => {
    expect(cacheNames('b1')).toEqual({
      pages: 'site-pages-b1',
      pageData: 'site-page-data-b1',
      search: 'site-search-b1',
      images: 'site-images',
    })
  })

  it('names the caches of other builds as outdated, and nothing else', () => {
    const names = [
      'site-pages-a0',
      'site-page-data-a0',
      'site-pages-b1',
      'site-page-data-b1',
      'site-images',
      'workbox-precache-v2-https://example.com/',
      'someone-else',
    ]
    expect(outdatedCaches(names, 'b1')).toEqual(['site-pages-a0', 'site-page-data-a0'])
  })
})

describe('visitedCaches', () => {
  it('names every runtime cache of every build, never the precache or another app’s', () => {
    const names = [
      ...Object.values(cacheNames('b1')),
      'site-pages-a0',
      'workbox-precache-v2-https://example.com/',
      'someone-else',
    ]
    expect(visitedCaches(names)).toEqual([
      'site-pages-b1',
      'site-page-data-b1',
      'site-search-b1',
      'site-images',
      'site-pages-a0',
    ])
  })
})
