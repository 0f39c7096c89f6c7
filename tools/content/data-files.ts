import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import type { InputProblem } from './errors'
import {
  portfoliosFileSchema,
  siteFileSchema,
  type ContentData,
} from '../../src/model/brand-data'
import { parseYaml, validateYaml } from './yaml-with-lines'

export interface BrandData extends ContentData {
  /** Line of a value in a data file, for reference errors. */
  lineOf(file: 'site' | 'portfolios', path: ReadonlyArray<PropertyKey>): number
}

async function readOptional(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined
    throw e
  })
}

type LineOf = (path: ReadonlyArray<PropertyKey>) => number

interface DataFile<T> {
  /** Absent when the file does not exist. */
  exists: boolean
  data?: T
  lineOf?: LineOf
  problems: InputProblem[]
}

/** Reads one YAML data file and validates it, keeping line positions for later messages. */
async function readDataFile<T>(file: string, absolute: string, schema: z.ZodType<T>): Promise<DataFile<T>> {
  const text = await readOptional(absolute)
  if (text === undefined) return { exists: false, problems: [] }
  const source = parseYaml(file, text)
  if (Array.isArray(source)) return { exists: true, problems: source }
  const result = validateYaml(file, source, schema)
  return 'problems' in result
    ? { exists: true, lineOf: source.lineOf, problems: result.problems }
    : { exists: true, lineOf: source.lineOf, data: result.data, problems: [] }
}

/** Reads `data/site.yaml` (required) and `data/portfolios.yaml` (optional) of a brand. */
export async function loadBrandData(
  root: string,
  brandDir: string,
): Promise<{ data?: BrandData; problems: InputProblem[] }> {
  const absolute = {
    site: path.join(brandDir, 'data', 'site.yaml'),
    portfolios: path.join(brandDir, 'data', 'portfolios.yaml'),
  }
  const files = { site: path.relative(root, absolute.site), portfolios: path.relative(root, absolute.portfolios) }
  const [site, portfolios] = await Promise.all([
    readDataFile(files.site, absolute.site, siteFileSchema),
    readDataFile(files.portfolios, absolute.portfolios, portfoliosFileSchema),
  ])
  const problems = [...site.problems, ...portfolios.problems]
  if (!site.exists) {
    problems.unshift({
      file: files.site,
      line: 1,
      message: 'missing: create it with asAtDate, performanceApprovalDate and navigation',
    })
  }
  if (!site.data) return { problems }
  const lines: Record<'site' | 'portfolios', LineOf | undefined> = {
    site: site.lineOf,
    portfolios: portfolios.lineOf,
  }
  return {
    problems,
    data: {
      site: site.data,
      portfolios: portfolios.data?.portfolios ?? [],
      lineOf: (file, p) => lines[file]?.(p) ?? 1,
      files,
    },
  }
}
