import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import type { Redirect } from '../../src/redirects/lookup'
import type { SiteData } from '../../src/model/site-data'
import type { PageDataRecord } from '../../src/page-data/types'
import { hostHeaders } from '../../src/edge/caching'
import { writeRedirectOutputs } from '../redirects/outputs'
import { outputFile, writeAppData, writeStaticQuery } from './page-data-writer'
import { notFoundDocument } from './page-html'
import { robotsTxt, sitemapXml } from './sitemap'

export interface SiteFiles {
  brand: BrandConfig
  buildHash: string
  records: readonly PageDataRecord[]
  staticQueries: ReadonlyMap<string, SiteData>
  redirects: readonly Redirect[]
}

/**
 * Everything of a site besides its pages, which the render threads wrote:
 * each locale's `404.html`, the site-wide data, the build hash, the redirect
 * outputs, the sitemap, robots.txt and the hosts' `_headers`.
 */
export async function writeSiteFiles(outDir: string, site: SiteFiles): Promise<void> {
  // Static hosts serve `<dir>/404.html` for unknown paths under `<dir>`.
  for (const { path: rendered } of site.records.filter((r) => r.result.template === 'not-found')) {
    const dir = outputFile(outDir, rendered)
    const html = await readFile(path.join(dir, 'index.html'), 'utf8')
    await writeFile(`${dir}.html`, notFoundDocument(html, rendered))
  }
  for (const [hash, data] of site.staticQueries) await writeStaticQuery(outDir, hash, data)
  await writeAppData(outDir, { webpackCompilationHash: site.buildHash })
  await writeRedirectOutputs(outDir, site.redirects, site.brand.siteUrl)
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(site.brand.siteUrl, site.records))
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(site.brand.siteUrl))
  await writeFile(path.join(outDir, '_headers'), hostHeaders())
}
