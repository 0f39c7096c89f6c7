import { createHash } from 'node:crypto'
import type { RecordContext } from '../../src/model/catalog'
import type { ContentIndex } from '../../src/model/content'
import { buildRecords as modelRecords, type SiteRecords } from '../../src/model/records'

export type { RecordContext }

/** A static query's name: the first 16 hex digits of its JSON's SHA-256. */
const staticQueryHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

/** Every page record of a brand (src/model/records.ts), with the build's static query names. */
export function buildRecords(index: ContentIndex, ctx: RecordContext): SiteRecords {
  return modelRecords(index, { ...ctx, hash: staticQueryHash })
}
