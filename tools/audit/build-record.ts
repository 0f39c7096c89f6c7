import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { BRANDS, type BrandConfig } from '../../src/site/brands'
import { APP_DATA_URL } from '../../src/site/paths'
import { BUILD_RECORD_FILE, parseBuildRecord, type BuildRecord } from '../builder/build-record'
import { EnvironmentError, errorMessage, UsageError } from '../exit'

/** The brand a command was told to expect, and how it was told (`--brand cymbria`, `BRAND=cymbria`). */
export interface AskedBrand {
  brand: BrandConfig
  by: string
}

async function readText(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
}

/**
 * The record of what the site in `siteRoot` (shown as `dir`) was built as.
 * A build without one, or with one that does not describe its pages, cannot
 * be audited: which brand and settings it has would be a guess.
 */
export async function readBuildRecord(siteRoot: string, dir: string): Promise<BuildRecord> {
  const shown = `${dir}/${BUILD_RECORD_FILE}`
  const text = await readText(path.join(siteRoot, ...BUILD_RECORD_FILE.split('/')))
  if (text === undefined) {
    throw new EnvironmentError(
      `${dir}/ has no build record (${BUILD_RECORD_FILE}): it was built before builds said what they built. Build it again ("npm run tools -- build --out ${dir}", with the brand's BRAND and settings), or pass --build.`,
    )
  }
  let record: BuildRecord
  try {
    record = parseBuildRecord(text, shown)
  } catch (error) {
    throw new EnvironmentError(errorMessage(error))
  }
  const appData = await readText(path.join(siteRoot, ...APP_DATA_URL.split('/')))
  const pagesHash = appData === undefined ? undefined : hashOf(appData)
  if (pagesHash !== undefined && pagesHash !== record.buildHash) {
    throw new EnvironmentError(
      `${shown} describes build ${record.buildHash}, but the pages are of build ${pagesHash}: build the site again.`,
    )
  }
  return record
}

function hashOf(appData: string): string | undefined {
  try {
    const value: unknown = JSON.parse(appData)
    return typeof value === 'object' &&
      value !== null &&
      'webpackCompilationHash' in value &&
      typeof value.webpackCompilationHash === 'string'
      ? value.webpackCompilationHash
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The brand to audit: the build's own. A brand asked for that is not the
 * build's is a usage error: the audit would otherwise check one brand's rules
 * against another's pages.
 */
export function brandOfBuild(
  record: BuildRecord,
  dir: string,
  asked: AskedBrand | undefined,
): BrandConfig {
  const brand = BRANDS[record.brand]
  if (asked && asked.brand.id !== brand.id) {
    throw new UsageError(
      `${dir}/ is a build of ${brand.id} (${brand.name}), not of ${asked.brand.id} as ${asked.by} says: leave it out to audit the build as it is, or build ${asked.brand.id}.`,
      { help: false },
    )
  }
  return brand
}
