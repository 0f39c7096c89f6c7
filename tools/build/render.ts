import path from 'node:path'
import type { PageDataRecord } from '../../src/page-data/types'
import { RENDER_WORKER } from './bundling'
import type { BatchResult, RenderSetup } from './render-batch'
import { readRouterManifest } from './router-manifest'
import type { Site } from './site'
import { startThreads } from './threads'

/** Pages a render thread is handed at a time: enough to keep it busy, few enough to share evenly. */
const BATCH = 64

/**
 * Renders every page of the site on every core: a piscina pool runs the
 * render threads' module Vite built into `ssrDir`, and each thread writes a
 * page's document and page data into `outDir` as soon as it is rendered.
 * Throws naming every page that failed.
 */
export async function renderSite(
  site: Site,
  { outDir, ssrDir }: { outDir: string; ssrDir: string },
): Promise<{ files: number; bytes: number }> {
  const { manifest, clientEntry } = await readRouterManifest(outDir)
  const setup: RenderSetup = {
    outDir,
    manifest,
    shared: site.records.filter(
      (r) => r.result.template === 'not-found' || r.result.template === 'search',
    ),
    staticQueries: Object.fromEntries(site.staticQueries),
    clientEntry,
  }
  const pool = startThreads({ module: path.join(ssrDir, RENDER_WORKER), setup })
  try {
    const results = await Promise.all(
      batches(site.records).map((batch): Promise<BatchResult> => pool.run(batch)),
    )
    const failures = results.flatMap((r) => r.failures)
    if (failures.length > 0) {
      throw new Error(`${failures.length} page(s) failed to render:\n  ${failures.join('\n  ')}`)
    }
    return {
      files: results.reduce((n, r) => n + r.files, 0),
      bytes: results.reduce((n, r) => n + r.bytes, 0),
    }
  } finally {
    // No thread may still write once this returns: the caller may remove `outDir`.
    await pool.destroy()
  }
}

function batches(records: readonly PageDataRecord[]): PageDataRecord[][] {
  const out: PageDataRecord[][] = []
  for (let k = 0; k < records.length; k += BATCH) out.push(records.slice(k, k + BATCH))
  return out
}
