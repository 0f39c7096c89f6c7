import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * "Nothing changed": an output folder written by a build whose inputs were
 * the same, and untouched since (every file with the size and time it was
 * left with), is the build's output already. The record of what a build
 * published lives in the build cache, one per output folder.
 */

export interface OutputRecord {
  /** The digest of the build's inputs (`inputsDigest`). */
  inputs: string
  /** The digest of the output's file list, sizes and modification times. */
  output: string
  pages: number
  languages: string[]
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name))
      .sort()
  } catch {
    return []
  }
}

/**
 * Everything a build reads besides the code and settings (which the build
 * hash covers): the brand's content files and the redirect table, by name
 * and bytes, and the options that change the output.
 */
export function inputsDigest(o: {
  buildHash: string
  contentDir: string
  redirectTable?: string
  precompress: boolean
}): string {
  const hash = createHash('sha256').update(`${o.buildHash}\0${o.precompress}\0`)
  const files = [...filesUnder(o.contentDir), ...(o.redirectTable ? [o.redirectTable] : [])]
  for (const file of files) {
    hash.update(`${path.relative(o.contentDir, file)}\0`)
    try {
      hash.update(readFileSync(file))
    } catch {
      hash.update('\0missing\0')
    }
  }
  return hash.digest('hex')
}

/** The output folder as it stands: each file's name, size and modification time. */
export function outputDigest(outDir: string): string {
  const hash = createHash('sha256')
  for (const file of filesUnder(outDir)) {
    const info = statSync(file, { throwIfNoEntry: false })
    hash.update(`${path.relative(outDir, file)}\0${info?.size}\0${info?.mtimeMs}\0`)
  }
  return hash.digest('hex')
}

const recordFile = (cacheDir: string, outDir: string) =>
  path.join(
    cacheDir,
    'outputs',
    `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 32)}.json`,
  )

/** The record of the last build published into `outDir`, if it is still what the folder holds. */
export function upToDateOutput(
  cacheDir: string,
  outDir: string,
  inputs: () => string,
): OutputRecord | undefined {
  let record: OutputRecord
  try {
    record = JSON.parse(readFileSync(recordFile(cacheDir, outDir), 'utf8')) as OutputRecord
  } catch {
    return undefined
  }
  if (typeof record.inputs !== 'string' || typeof record.output !== 'string') return undefined
  if (!Array.isArray(record.languages) || typeof record.pages !== 'number') return undefined
  if (record.output !== outputDigest(outDir) || record.inputs !== inputs()) return undefined
  return record
}

/** Records what was just published into `outDir`; a record that cannot be written is no record. */
export function recordOutput(
  cacheDir: string,
  outDir: string,
  record: Omit<OutputRecord, 'output'>,
): void {
  const file = recordFile(cacheDir, outDir)
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ ...record, output: outputDigest(outDir) }))
  } catch {
    // The next build of this folder builds it again.
  }
}
