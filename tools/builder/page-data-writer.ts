import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { APP_DATA_URL, pageDataUrl, staticQueryUrl } from '../../src/site/paths'
import type { PageDataRecord } from '../../src/model/page-data-record'
import type { AppData } from '../../src/page-data/types'
import type { SiteData } from '../../src/model/site-data'

/** Where, under the output folder, a URL path of the site is written. */
export function outputFile(outDir: string, urlPath: string): string {
  return path.join(outDir, ...urlPath.split('/').filter(Boolean))
}

/** `page-data/<path or index>/page-data.json` under the output folder. */
export const pageDataFile = (outDir: string, urlPath: string): string =>
  outputFile(outDir, pageDataUrl(urlPath))

/** Writes a page's page data; returns the file written. */
export async function writePageData(outDir: string, record: PageDataRecord): Promise<string> {
  const file = pageDataFile(outDir, record.path)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(record))
  return file
}

export async function writeAppData(outDir: string, appData: AppData): Promise<string> {
  const file = outputFile(outDir, APP_DATA_URL)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(appData))
  return file
}

/** Writes a static query result to `page-data/sq/d/<hash>.json`. */
export async function writeStaticQuery(
  outDir: string,
  hash: string,
  data: SiteData,
): Promise<string> {
  const file = outputFile(outDir, staticQueryUrl(hash))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(data))
  return file
}
