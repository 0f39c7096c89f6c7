/**
 * `_auth/access.json`: what the build tells the edge handler about sign-in.
 * Which pool signs the tokens (issuer, its public keys, the app client) and
 * which paths of the site need a valid token. The handler is made from this
 * file alone, so the same check runs in the preview server, in tests and at
 * a CDN's edge. The browser never reads it.
 */

/** Where the build writes the manifest, relative to the site's root. */
export const ACCESS_MANIFEST_FILE = '_auth/access.json'
/** The folder of the manifest, which the site never serves. */
export const ACCESS_MANIFEST_DIR = '/_auth/'

export interface AccessManifest {
  version: 1
  /** The `iss` claim of the pool's tokens. */
  issuer: string
  /** The pool's public keys (JSON Web Key Set). */
  jwksUri: string
  /** The app client: an access token's `client_id`. */
  clientId: string
  /** Page paths (`/news/`): a signed-out visitor is sent to sign in. */
  pages: string[]
  /** Data files (page data, static queries, images only protected pages show): refused with 401 without a token. */
  data: string[]
  /** Folders whose every file is data that needs a token (`/pagefind/`). */
  dataFolders: string[]
}

function isHttpUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

function pathProblems(value: unknown, field: string, folders = false): string[] {
  if (!Array.isArray(value)) return [`${field}: not a list of paths`]
  return value.flatMap((p: unknown, i) =>
    typeof p === 'string' && p.startsWith('/') && (!folders || p.endsWith('/'))
      ? []
      : [
          `${field}.${i}: ${JSON.stringify(p)} is not a path from /${folders ? ' ending in /' : ''}`,
        ],
  )
}

/** Reads the manifest's text; throws naming the file, every wrong field and the fix. */
export function parseAccessManifest(text: string, file: string): AccessManifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${file}: not JSON (${(error as Error).message}): build the site again to rewrite it`,
    )
  }
  const m = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  const problems = [
    ...(m.version === 1 ? [] : [`version: ${JSON.stringify(m.version)} is not 1`]),
    ...(isHttpUrl(m.issuer) ? [] : ['issuer: not an http(s) URL']),
    ...(isHttpUrl(m.jwksUri) ? [] : ['jwksUri: not an http(s) URL']),
    ...(typeof m.clientId === 'string' && m.clientId ? [] : ['clientId: not an app client id']),
    ...pathProblems(m.pages, 'pages'),
    ...pathProblems(m.data, 'data'),
    ...pathProblems(m.dataFolders, 'dataFolders', true),
  ]
  if (problems.length > 0) {
    throw new Error(
      `${file} is not an access manifest (${problems.join('; ')}): build the site again to rewrite it`,
    )
  }
  return m as unknown as AccessManifest
}

/** What a request asks for, as the edge handler sees it. */
export type Protection = 'page' | 'data'

/**
 * The site path a request's pathname names, the way a static host resolves
 * it to a file: percent-decoded, `.`/`..` and repeated slashes resolved, a
 * precompressed sibling (`.br`, `.gz`) or `index.html` counted as its page,
 * and in lower case, so no spelling of a protected file escapes the check.
 * Undefined when the pathname does not decode (the host refuses it too).
 */
export function canonicalPath(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const segments: string[] = []
  const parts = decoded.replace(/\\/g, '/').split('/')
  for (const part of parts) {
    if (part === '' || part === '.') continue
    if (part === '..') segments.pop()
    else segments.push(part)
  }
  const last = parts[parts.length - 1] ?? ''
  const folder = last === '' || last === '.' || last === '..'
  let path = `/${segments.join('/')}${folder && segments.length > 0 ? '/' : ''}`
  path = path.replace(/\.(br|gz)$/i, '').replace(/\/index\.html$/i, '/')
  // `/news` is answered with a redirect to `/news/`: the same page.
  if (!path.endsWith('/') && !/\.[^/]+$/.test(path)) path = `${path}/`
  return path.toLowerCase()
}

/** The manifest's paths, ready to answer `protectionOf` quickly. */
export interface AccessRules {
  pages: ReadonlySet<string>
  data: ReadonlySet<string>
  dataFolders: readonly string[]
}

export function accessRules(manifest: AccessManifest): AccessRules {
  const lower = (paths: readonly string[]) => paths.map((p) => p.toLowerCase())
  return {
    pages: new Set(lower(manifest.pages)),
    data: new Set(lower(manifest.data)),
    dataFolders: lower(manifest.dataFolders),
  }
}

/** Whether a request for `pathname` needs a token, and for what: a page or data. */
export function protectionOf(rules: AccessRules, pathname: string): Protection | undefined {
  const path = canonicalPath(pathname)
  if (path === undefined) return undefined
  if (rules.pages.has(path)) return 'page'
  if (rules.data.has(path) || rules.dataFolders.some((folder) => path.startsWith(folder))) {
    return 'data'
  }
  return undefined
}
