import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { InputProblem } from './errors'
import { portfoliosFileSchema, siteFileSchema, type PortfolioData, type SiteFile } from './schema'
import { parseYaml, validateYaml } from './yaml-with-lines'

export interface BrandData {
  site: SiteFile
  portfolios: PortfolioData[]
  /** Line of a value in a data file, for reference errors. */
  lineOf(file: 'site' | 'portfolios', path: ReadonlyArray<PropertyKey>): number
  files: { site: string; portfolios: string }
}

async function readOptional(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined
    throw e
  })
}

/** Reads `data/site.yaml` (required) and `data/portfolios.yaml` (optional) of a brand. */
export async function loadBrandData(
  root: string,
  brandDir: string,
): Promise<{ data?: BrandData; problems: InputProblem[] }> {
  const rel = (f: string) => path.relative(root, f)
  const files = {
    site: path.join(brandDir, 'data', 'site.yaml'),
    portfolios: path.join(brandDir, 'data', 'portfolios.yaml'),
  }
  const problems: InputProblem[] = []
  const lines: Partial<Record<'site' | 'portfolios', (p: ReadonlyArray<PropertyKey>) => number>> =
    {}

  const siteText = await readOptional(files.site)
  let site: SiteFile | undefined
  if (siteText === undefined) {
    problems.push({
      file: rel(files.site),
      line: 1,
      message: 'missing: create it with asAtDate, performanceApprovalDate and navigation',
    })
  } else {
    const source = parseYaml(rel(files.site), siteText)
    if (Array.isArray(source)) problems.push(...source)
    else {
      lines.site = source.lineOf
      const result = validateYaml(rel(files.site), source, siteFileSchema)
      if ('problems' in result) problems.push(...result.problems)
      else site = result.data
    }
  }

  let portfolios: PortfolioData[] = []
  const portfoliosText = await readOptional(files.portfolios)
  if (portfoliosText !== undefined) {
    const source = parseYaml(rel(files.portfolios), portfoliosText)
    if (Array.isArray(source)) problems.push(...source)
    else {
      lines.portfolios = source.lineOf
      const result = validateYaml(rel(files.portfolios), source, portfoliosFileSchema)
      if ('problems' in result) problems.push(...result.problems)
      else portfolios = result.data.portfolios
    }
  }
  if (!site) return { problems }
  return {
    problems,
    data: {
      site,
      portfolios,
      lineOf: (file, p) => lines[file]?.(p) ?? 1,
      files: { site: rel(files.site), portfolios: rel(files.portfolios) },
    },
  }
}
