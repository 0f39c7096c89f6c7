import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { needsSignIn } from '../../src/auth/access'
import type { AuthSettings } from '../../src/site/sign-in-settings'
import { ACCESS_MANIFEST_FILE, type AccessManifest } from '../../src/edge/access-manifest'
import type { PageDataRecord } from '../../src/model/page-data-record'
import type { SignInPolicy } from '../../src/site/brands'
import { pageDataUrl, staticQueryUrl } from '../../src/site/paths'
import { SEARCH_DIR } from './search-index'

/**
 * The `iss` of the pool's tokens. Cognito names its regional host whatever
 * endpoint the API is called through (a FIPS or private one included); a
 * server of our own (cognito-local) names itself: `<endpoint>/<pool id>`.
 */
export function tokenIssuer(
  settings: Pick<AuthSettings, 'region' | 'userPoolId' | 'endpoint'>,
): string {
  const host = new URL(settings.endpoint).hostname
  const base = host.endsWith('.amazonaws.com')
    ? `https://cognito-idp.${settings.region}.amazonaws.com`
    : settings.endpoint.replace(/\/+$/, '')
  return `${base}/${settings.userPoolId}`
}

/** The pool's public keys, where Cognito (and cognito-local) publish them. */
export function jwksUriOf(issuer: string): string {
  return `${issuer}/.well-known/jwks.json`
}

/** The folder of the site's images, the originals and the sizes made of them. */
export const IMAGES_DIR = 'images'

/**
 * The site paths of the images a document refers to (`src`, `srcset`, its
 * Open Graph image, whether written as a path or a full URL), each once.
 */
export function imagePathsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/images\/[^\s"'<>,?#)]+/g)].map((m) => m[0]))]
}

/** Every file of the site's images folder, as site paths (`/images/_r/a-320.webp`). */
export async function imageFilesOf(siteRoot: string): Promise<string[]> {
  const dir = path.join(siteRoot, IMAGES_DIR)
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(siteRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .sort()
}

/** The images the documents of these page paths refer to. */
export async function imagesShownOn(
  siteRoot: string,
  pagePaths: readonly string[],
): Promise<Set<string>> {
  const shown = new Set<string>()
  for (const pagePath of pagePaths) {
    const html = await readFile(path.join(siteRoot, ...pagePath.split('/'), 'index.html'), 'utf8')
    for (const image of imagePathsIn(html)) shown.add(image)
  }
  return shown
}

/** The site's image files, and those a public page shows (which stay open). */
export interface SiteImages {
  files: readonly string[]
  shownOnPublicPages: ReadonlySet<string>
}

/**
 * What the edge handler guards, from the pages' records and the brand's
 * policy: the HTML and page data of every protected page, the static-query
 * results that only protected pages use, every image no public page shows,
 * and the whole search index (it holds the protected pages' words).
 */
export function accessManifest(
  records: readonly Pick<PageDataRecord, 'path' | 'result' | 'staticQueryHashes'>[],
  policy: SignInPolicy,
  settings: AuthSettings,
  images: SiteImages = { files: [], shownOnPublicPages: new Set() },
): AccessManifest {
  const guarded = records.filter((r) => needsSignIn(r.result, policy))
  const publicQueries = new Set(
    records.filter((r) => !needsSignIn(r.result, policy)).flatMap((r) => r.staticQueryHashes),
  )
  const protectedQueries = new Set(
    guarded.flatMap((r) => r.staticQueryHashes).filter((hash) => !publicQueries.has(hash)),
  )
  const issuer = tokenIssuer(settings)
  return {
    version: 1,
    issuer,
    jwksUri: jwksUriOf(issuer),
    clientId: settings.clientId,
    pages: guarded.map((r) => r.path).sort(),
    data: [
      ...guarded.map((r) => pageDataUrl(r.path)).sort(),
      ...[...protectedQueries].sort().map(staticQueryUrl),
      ...images.files.filter((file) => !images.shownOnPublicPages.has(file)),
    ],
    dataFolders: [`/${SEARCH_DIR}/`],
  }
}

/** Writes `_auth/access.json` into the site; returns what it guards, for the build's log. */
export async function writeAccessManifest(
  outDir: string,
  records: readonly PageDataRecord[],
  policy: SignInPolicy,
  settings: AuthSettings,
): Promise<AccessManifest> {
  const publicPages = records.filter((r) => !needsSignIn(r.result, policy)).map((r) => r.path)
  const manifest = accessManifest(records, policy, settings, {
    files: await imageFilesOf(outDir),
    shownOnPublicPages: await imagesShownOn(outDir, publicPages),
  })
  const file = path.join(outDir, ...ACCESS_MANIFEST_FILE.split('/'))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
