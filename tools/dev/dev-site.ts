import type { SiteData } from '../../src/model/site-data'
import type { Redirect } from '../../src/redirects/lookup'
import type { PageDataRecord } from '../../src/model/page-data-record'
import type { BrandConfig } from '../../src/site/brands'
import { readSite } from '../builder/site'
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
  /** The dev server has the sign-in settings: a brand with sign-in gets its sign-in pages. */
  signIn?: boolean
  log: (line: string) => void
}

let generation = 0

/**
 * Reads and checks the content, processes its images and makes every page's
 * record, as a build does before it renders (readSite); throws the same
 * InputError listing every problem.
 */
export async function loadDevSite({
  root,
  brand,
  contentRoot,
  signIn,
  log,
}: DevSiteOptions): Promise<DevSite> {
  // Each load is a new "build": a browser still showing older content loads pages afresh.
  const buildHash = `dev-${Date.now().toString(36)}-${++generation}`
  const site = await readSite({ root, brand, contentRoot, buildHash, signIn, log })
  return {
    buildHash,
    records: new Map(site.records.map((r) => [r.path, r])),
    staticQueries: site.staticQueries,
    redirects: site.redirects,
    imagesDir: site.imagesDir,
    images: new Set(site.images.all.flatMap((image) => imageFiles(image))),
  }
}
