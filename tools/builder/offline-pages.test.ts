import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BRANDS, type BrandConfig } from '../../src/site/brands'
import { OFFLINE_LIST_MARKER, fillOfflinePage } from '../../sw/offline-page'
import { offlineDocument, writeOfflinePages } from './offline-pages'
import { readBuildStrings } from './ui-strings'

const root = fileURLToPath(new URL('../..', import.meta.url))

const strings = {
  title: 'Offline',
  body: 'No network.',
  available: 'Saved pages',
  none: 'Nothing saved.',
  home: 'Home',
}

describe('offline page', () => {
  it('is in its language, links its home and leaves room for the saved pages', async () => {
    const cases = [
      { locale: 'en', lang: 'en-CA', home: '/' },
      { locale: 'fr', lang: 'fr-CA', home: '/fr/' },
      { locale: 'cn', lang: 'zh-CN', home: '/cn/' },
    ] as const
    for (const { locale, lang, home } of cases) {
      const { offline } = await readBuildStrings(root, locale)
      const html = offlineDocument(BRANDS.edgepoint, locale, offline)
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`))
      expect(html).toContain(`<title>${offline.title} | EdgePoint Wealth Management</title>`)
      expect(html).toContain(`<h1>${offline.title}</h1>`)
      expect(html).toContain(`<p><a href="${home}">${offline.home}</a></p>`)
      expect(html).toContain(`<ul id="offline-pages">${OFFLINE_LIST_MARKER}</ul>`)
      expect(html).toContain('<meta name="robots" content="noindex">')
      expect(html).not.toContain('<script')
    }
  })

  it('says it in each language', async () => {
    const titles = await Promise.all(
      (['en', 'fr', 'cn'] as const).map(
        async (l) => (await readBuildStrings(root, l)).offline.title,
      ),
    )
    expect(new Set(titles).size).toBe(3)
  })

  it('escapes the brand name and the strings', () => {
    const brand: BrandConfig = { ...BRANDS.cymbria, name: 'A & <B>' }
    const html = offlineDocument(brand, 'en', { ...strings, title: 'Off "line" <now>' })
    expect(html).toContain('<title>Off &#34;line&#34; &#60;now&#62; | A &#38; &#60;B&#62;</title>')
    expect(html).toContain('<header>A &#38; &#60;B&#62;</header>')
    expect(html).not.toContain('<B>')
  })

  it('takes the brand colours', () => {
    const html = offlineDocument(BRANDS.cymbria, 'fr', strings)
    expect(html).toContain(`header{background:${BRANDS.cymbria.colors.primary};`)
  })

  it('lists the saved pages where the worker fills them in', () => {
    const html = fillOfflinePage(offlineDocument(BRANDS.edgepoint, 'en', strings), [
      { path: '/about/', title: 'About' },
    ])
    expect(html).toContain('<ul id="offline-pages"><li><a href="/about/">About</a></li></ul>')
  })

  it('is written for the locales the brand has only', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'offline-pages-'))
    expect(await writeOfflinePages(root, out, BRANDS.cymbria, ['en', 'fr'])).toEqual([
      '/offline.html',
      '/fr/offline.html',
    ])
    expect(readdirSync(out).sort()).toEqual(['fr', 'offline.html'])
    expect(readFileSync(path.join(out, 'fr', 'offline.html'), 'utf8')).toContain(
      '<html lang="fr-CA">',
    )
  })
})
