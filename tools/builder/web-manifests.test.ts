import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import type { Locale } from '../../src/site/locales'
import { readBuildStrings } from './ui-strings'
import { webManifest, writeWebManifests } from './web-manifests'

const root = fileURLToPath(new URL('../..', import.meta.url))

const PLACES = [
  { locale: 'en', lang: 'en-CA', start: '/' },
  { locale: 'fr', lang: 'fr-CA', start: '/fr/' },
  { locale: 'cn', lang: 'zh-CN', start: '/cn/' },
] as const

describe('web app manifest', () => {
  for (const brand of [BRANDS.edgepoint, BRANDS.cymbria]) {
    for (const { locale, lang, start } of PLACES) {
      it(`${brand.id} ${locale}: its own id, start URL, scope and language, names in it`, async () => {
        const { webApp } = await readBuildStrings(root, locale)
        const manifest = webManifest(brand, locale, webApp)
        expect(manifest).toMatchObject({
          id: start,
          start_url: start,
          scope: start,
          lang,
          display: 'standalone',
          theme_color: brand.colors.primary,
          background_color: brand.colors.background,
        })
        for (const name of [manifest.name, manifest.short_name, manifest.description]) {
          expect(name).not.toMatch(/\{\{|\}\}/)
          expect(name.length).toBeGreaterThan(0)
        }
        expect(`${manifest.name} ${manifest.description}`).toContain(brand.name)
        expect(manifest.short_name).toContain(brand.shortName)
        expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
          ['/icons/icon-192.png', '192x192', 'any'],
          ['/icons/icon-512.png', '512x512', 'any'],
          ['/icons/maskable-512.png', '512x512', 'maskable'],
        ])
      })
    }
  }

  it('names the app in each language', async () => {
    const names = await Promise.all(
      PLACES.map(async ({ locale }) => {
        const { webApp } = await readBuildStrings(root, locale)
        return webManifest(BRANDS.edgepoint, locale, webApp).description
      }),
    )
    expect(new Set(names).size).toBe(PLACES.length)
  })

  const written = async (brandId: 'edgepoint' | 'cymbria', locales: readonly Locale[]) => {
    const out = mkdtempSync(path.join(tmpdir(), 'web-manifests-'))
    const files = await writeWebManifests(root, root, out, BRANDS[brandId], locales)
    return { out, files }
  }

  it('writes the icons at their sizes and a manifest per locale of the brand only', async () => {
    const { out, files } = await written('cymbria', ['en', 'fr'])
    expect(files).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
      '/manifest.webmanifest',
      '/fr/manifest.webmanifest',
    ])
    expect(existsSync(path.join(out, 'cn'))).toBe(false)
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
    ] as const) {
      const meta = await sharp(path.join(out, 'icons', file)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    }
    const fr = JSON.parse(readFileSync(path.join(out, 'fr', 'manifest.webmanifest'), 'utf8')) as {
      lang: string
      name: string
    }
    expect(fr.lang).toBe('fr-CA')
    expect(fr.name).toContain('Cymbria Corporation')
  })

  it('writes the Chinese manifest for a brand that has Chinese pages', async () => {
    const { out, files } = await written('edgepoint', ['en', 'fr', 'cn'])
    expect(files).toContain('/cn/manifest.webmanifest')
    const cn = JSON.parse(readFileSync(path.join(out, 'cn', 'manifest.webmanifest'), 'utf8')) as {
      lang: string
      start_url: string
    }
    expect(cn).toMatchObject({ lang: 'zh-CN', start_url: '/cn/' })
  })
})
