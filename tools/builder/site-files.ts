import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import { copyImages } from '../images/process'
import { writeRedirectOutputs } from './redirect-outputs'
import { outputFile, writeAppData, writeStaticQuery } from './page-data-writer'
import { notFoundDocument } from './page-html'
import type { Site } from './site'
import { robotsTxt, sitemapXml } from './sitemap'

export interface SiteFiles {
  brand: BrandConfig
  buildHash: string
  site: Site
}

/**
 * Everything of a site besides its pages and what is made of them: the
 * processed images, the site-wide data, the build hash, the redirect outputs,
 * the sitemap and robots.txt. Written before the pages, so that the search
 * index, which starts as each locale's pages are written, finds every other
 * document in their folders (the redirect stubs) already there.
 */
export async function writeSiteFiles(
  outDir: string,
  { brand, buildHash, site }: SiteFiles,
): Promise<void> {
  await copyImages(site.images.all, {
    outDir: site.imagesDir,
    destDir: path.join(outDir, 'images', '_r'),
  })
  for (const [hash, data] of site.staticQueries) await writeStaticQuery(outDir, hash, data)
  await writeAppData(outDir, { webpackCompilationHash: buildHash })
  await writeRedirectOutputs(
    outDir,
    site.redirects,
    brand.siteUrl,
    (locale) => site.buildStrings[locale].redirectStub.title,
  )
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(brand.siteUrl, site.records))
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(brand.siteUrl))
}

/**
 * Each locale's `404.html`, made of its rendered not-found page: static hosts
 * serve `<dir>/404.html` for unknown paths under `<dir>`.
 */
export async function writeNotFoundFiles(outDir: string, site: Site): Promise<void> {
  for (const { path: rendered } of site.records.filter((r) => r.result.template === 'not-found')) {
    const dir = outputFile(outDir, rendered)
    const html = await readFile(path.join(dir, 'index.html'), 'utf8')
    await writeFile(`${dir}.html`, notFoundDocument(html, rendered))
  }
}

/**
 * The brand's static files (`content/<brand>/static/`: icon, images as
 * written) at the site's root, as Vite's public folder would be: copied here
 * so that the bundles, reused by the build hash, hold only what the code makes.
 */
export async function copyStaticFiles(
  contentRoot: string,
  brand: string,
  outDir: string,
): Promise<void> {
  await cp(path.join(contentRoot, 'content', brand, 'static'), outDir, { recursive: true })
}
