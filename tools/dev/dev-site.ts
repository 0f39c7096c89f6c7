import path from 'node:path'
import type { Redirect } from '../../src/redirects/lookup'
import type { PageDataRecord, SiteData } from '../../src/page-data/types'
import type { BrandConfig } from '../../src/site/brands'
import { loadImaging, prepareSite } from '../build/build'
import { loadContent } from '../content/load'
import { imageFiles } from '../images/process'

/** Everything the build would write for the content, kept in memory. */
export interface DevSite {
  /** Names this version of the content, as a build's hash does (pages and page data carry it). */
  buildHash: string
  records: ReadonlyMap<string, PageDataRecord>
  staticQueries: ReadonlyMap<string, SiteData>
  redirects: Redirect[]
  /** Where the processed images are, and the files of it the content uses. */
  imagesDir: string
  images: ReadonlySet<string>
}

export interface DevSiteOptions {
  root: string
  brand: BrandConfig
  contentRoot: string
  log: (line: string) => void
}

let generation = 0

/**
 * Reads and checks the content, processes its images and makes every page's
 * record, as a build does before it renders (prepareSite); throws the same
 * InputError listing every problem.
 */
export async function loadDevSite({
  root,
  brand,
  contentRoot,
  log,
}: DevSiteOptions): Promise<DevSite> {
  // Each load is a new "build": a browser still showing older content loads pages afresh.
  const buildHash = `dev-${Date.now().toString(36)}-${++generation}`
  const imagesDir = path.join(root, '.build', 'images', brand.id)
  const { site, images, redirects } = await prepareSite({
    root,
    brand,
    contentRoot,
    buildHash,
    log,
    redirectsFile: undefined,
    reading: loadContent(contentRoot, brand.id),
    imaging: loadImaging(),
  })
  return {
    buildHash,
    records: new Map(site.records.map((r) => [r.path, r])),
    staticQueries: site.staticQueries,
    redirects: redirects.rows.map((r) => r.row),
    imagesDir,
    images: new Set(images.all.flatMap((image) => imageFiles(image))),
  }
}
