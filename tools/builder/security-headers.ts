import { readFileSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { SECURITY_HEADERS, hostHeaders } from '../../src/edge/caching'
import { HEADER_RULES_FILE, type HeaderRule } from '../../src/edge/header-rules'
import type { SiteSettings } from '../../src/site/settings'
import { contentSecurityPolicy, fixedDirectives, unionOf } from './content-security-policy'
import { scanDocument, type DocumentScan, type InlineHashes } from './inline-hashes'
import { isSearchIndexFolder } from './search-index'

/**
 * At most this many hashes in the site's policy. Every page's inline code is
 * the same few scripts and one style (the router state is data: router-state.ts),
 * so the sets are few; more means a page got inline code of its own.
 */
export const MAX_HASHES = 24

export interface HashSet {
  hashes: InlineHashes
  /** The documents (paths in the output folder) with exactly these hashes. */
  files: string[]
}

/** Documents grouped by the hashes of their inline code, the largest group first. */
export function groupByHashes(documents: ReadonlyMap<string, InlineHashes>): HashSet[] {
  const groups = new Map<string, HashSet>()
  for (const [file, hashes] of documents) {
    const key = [...hashes.scripts, '|', ...hashes.styles].join(' ')
    const group = groups.get(key) ?? { hashes, files: [] }
    group.files.push(file)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => b.files.length - a.files.length)
}

/**
 * One policy for every document of the site: the fixed directives and every
 * document's hashes. One policy, not one per group of paths, because a host
 * sends the not-found page for any unknown path (only the `/*` rule applies
 * there) and hosts add up the headers of every rule a path matches (two
 * policies are both enforced), so per-path policies would block the 404 page
 * or each other. An error names the documents when the hashes are too many.
 */
export function sitePolicy(settings: SiteSettings, sets: readonly HashSet[]): string {
  const union = unionOf(sets.map((set) => set.hashes))
  const count = union.scripts.length + union.styles.length
  if (count > MAX_HASHES) {
    const few = sets
      .slice(-5)
      .map((set) => set.files[0])
      .join(', ')
    throw new Error(
      `${count} different inline scripts and styles in ${sets.length} documents' sets (at most ${MAX_HASHES}): ` +
        `pages with inline code of their own, such as ${few}. ` +
        'Fix: put per-page data in a <script type="application/json"> block read by a script that is the same on every page.',
    )
  }
  return contentSecurityPolicy(fixedDirectives(settings), union)
}

/** The header rules of the site, as `_headers` and the edge read them. */
export function headerRules(policy: string): HeaderRule[] {
  return [{ path: '/*', headers: { ...SECURITY_HEADERS, 'content-security-policy': policy } }]
}

async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      // The search index may still be written meanwhile; it has no documents.
      if (entry.isDirectory() && dir === base && isSearchIndexFolder(entry.name)) return []
      if (entry.isDirectory()) return htmlFiles(full, base)
      return entry.name.endsWith('.html') ? [path.relative(base, full)] : []
    }),
  )
  return nested.flat()
}

export interface SecurityHeadersReport {
  documents: number
  sets: HashSet[]
  hashes: number
  policyBytes: number
  headersBytes: number
}

/**
 * Last of the build, after everything that writes HTML: hashes every
 * document's inline scripts and styles, fails on inline code no hash can
 * allow (style attributes, event handler attributes), and writes the policy
 * into `_headers` and `_edge/headers.json`. `scanned` holds the scans the
 * render step made of the pages it wrote (or took from the cache with
 * them), which nothing writes again: only the other documents are read.
 */
export async function writeSecurityHeaders(
  outDir: string,
  settings: SiteSettings,
  scanned: ReadonlyMap<string, DocumentScan> = new Map(),
): Promise<SecurityHeadersReport> {
  const documents = new Map<string, InlineHashes>()
  const problems: string[] = []
  let read = 0
  for (const file of (await htmlFiles(outDir)).sort()) {
    let scan = scanned.get(file)
    if (!scan) {
      // Read synchronously: for thousands of small files, three times faster than awaiting
      // each read (0.45 s against 1.3 s for 3,165 documents). Every so often the event loop
      // gets a turn, to start the next language's Pagefind process when one ends.
      if (++read % 256 === 0) await yieldToEventLoop()
      scan = scanDocument(readFileSync(path.join(outDir, file), 'utf8'))
    }
    documents.set(file, scan.hashes)
    for (const { kind, excerpt } of scan.blocked) problems.push(`${file}: ${kind}: ${excerpt}`)
  }
  if (problems.length > 0)
    throw new Error(
      `The content security policy would block ${problems.length} inline ${problems.length === 1 ? 'item' : 'items'} (it allows no style or event handler attributes):\n` +
        problems.slice(0, 20).join('\n') +
        '\nFix: give the element a class styled in the CSS, or attach the handler in code.',
    )
  const sets = groupByHashes(documents)
  const policy = sitePolicy(settings, sets)
  const rules = headerRules(policy)
  const headers = hostHeaders({ 'content-security-policy': policy })
  await writeFile(path.join(outDir, '_headers'), headers)
  const rulesFile = path.join(outDir, ...HEADER_RULES_FILE.split('/'))
  await mkdir(path.dirname(rulesFile), { recursive: true })
  await writeFile(rulesFile, JSON.stringify(rules, null, 1))
  return {
    documents: documents.size,
    sets,
    hashes: sets.length === 0 ? 0 : policy.split("'sha256-").length - 1,
    policyBytes: Buffer.byteLength(policy),
    headersBytes: Buffer.byteLength(headers),
  }
}
