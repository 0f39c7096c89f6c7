import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { BrandConfig } from '../../src/site/brands'
import type { Locale } from '../../src/site/locales'
import { manifestEntry } from '../../src/site/web-manifest'
import { fill, readBuildStrings } from './ui-strings'
import { brandIconFile } from './build-hash'

/** The installed app's icons, made from the brand's favicon. */
export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/** A locale's web app manifest: its own id, start URL and scope, names in its language. */
export function webManifest(
  brand: BrandConfig,
  locale: Locale,
  strings: { name: string; shortName: string; description: string },
) {
  const entry = manifestEntry(locale)
  const values = { brand: brand.name, short: brand.shortName }
  return {
    id: entry.start_url,
    name: fill(strings.name, values),
    short_name: fill(strings.shortName, values),
    description: fill(strings.description, values),
    lang: entry.lang,
    start_url: entry.start_url,
    scope: entry.start_url,
    display: 'standalone',
    theme_color: brand.colors.primary,
    background_color: brand.colors.background,
    icons: ICONS,
  }
}

/**
 * The icons (192, 512 and a maskable 512 whose mark sits inside the safe
 * zone) from `content/<brand>/static/favicon.svg`, and one manifest per locale
 * the brand has. Returns the files written, as URL paths.
 */
export async function writeWebManifests(
  root: string,
  contentRoot: string,
  outDir: string,
  brand: BrandConfig,
  locales: readonly Locale[],
): Promise<string[]> {
  const svgFile = brandIconFile(contentRoot, brand.id)
  const svg = await readFile(svgFile).catch((error: unknown) => {
    throw new Error(
      `${svgFile}: the brand's favicon is needed for the app icons (${String(error)})`,
    )
  })
  await mkdir(path.join(outDir, 'icons'), { recursive: true })
  const render = (size: number) => sharp(svg, { density: 72 * (size / 32) }).resize(size, size)
  const out = (src: string) => path.join(outDir, ...src.split('/'))
  await render(192).png().toFile(out('/icons/icon-192.png'))
  await render(512).png().toFile(out('/icons/icon-512.png'))
  // Maskable: the mark in the central 80 % circle, on the brand's background.
  const mark = await render(320).png().toBuffer()
  await sharp({
    create: { width: 512, height: 512, channels: 4, background: brand.colors.background },
  })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(out('/icons/maskable-512.png'))

  const written: string[] = ICONS.map((icon) => icon.src)
  for (const locale of locales) {
    const { webApp } = await readBuildStrings(root, locale)
    const href = manifestEntry(locale).href
    await mkdir(path.dirname(out(href)), { recursive: true })
    await writeFile(out(href), `${JSON.stringify(webManifest(brand, locale, webApp), null, 2)}\n`)
    written.push(href)
  }
  return written
}
