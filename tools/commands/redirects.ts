import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Argv, CommandModule } from 'yargs'
import type { BrandConfig } from '../../src/site/brands'
import { brandFromEnv } from '../build/settings'
import { sitePagePaths } from '../../src/model/records'
import { formatProblem, InputError } from '../content/errors'
import type { ContentIndex } from '../../src/model/content'
import { loadContent } from '../content/load'
import { formatRedirectsCsv, parseRedirectsCsv } from '../redirects/csv'
import {
  generateRedirects,
  generatedKeys,
  isDerivedRow,
  mergeGenerated,
} from '../redirects/generate'
import { checkRedirects, errorsOf } from '../redirects/table'
import { collapseChains } from '../redirects/validate'

interface Args {
  brand?: string
  json: boolean
  action?: string
}

const root = process.cwd()
const brandOf = (args: Args) =>
  brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)

/** The derived rows merged into the table, hand-written rows kept in their order. */
async function regenerated(brand: BrandConfig, content: ContentIndex, collapse: boolean) {
  const file = path.join(root, brand.redirectsFile)
  const text = await readFile(file, 'utf8').catch(() => '')
  const parsed = text ? parseRedirectsCsv(brand.redirectsFile, text) : { rows: [], problems: [] }
  if (parsed.problems.length > 0) throw new InputError('Redirects', parsed.problems)
  const pages = content.entries.map((e) => ({ id: e.data.id, locale: e.locale, path: e.path }))
  const other = [...sitePagePaths(content)].filter((p) => !content.byPath.has(p))
  const generated = generateRedirects(pages, { otherPaths: other })
  const keys = generatedKeys(generated)
  const merged = mergeGenerated(
    parsed.rows.map((r) => r.row),
    generated,
    (r) => isDerivedRow(r, keys),
  )
  const rows = collapse ? collapseChains(merged) : merged
  await writeFile(file, formatRedirectsCsv(rows))
  return { file: brand.redirectsFile, rows: rows.length, generated: generated.length }
}

async function check(args: Args): Promise<void> {
  const brand = brandOf(args)
  const content = await loadContent(root, brand.id)
  const { file, rows, findings } = await checkRedirects(
    root,
    brand,
    content,
    sitePagePaths(content),
  )
  const errors = errorsOf(findings)
  if (args.json) {
    console.log(
      JSON.stringify({ file, rows: rows.length, errors: errors.length, findings }, null, 2),
    )
  } else {
    for (const f of findings)
      console.log(`${f.severity === 'error' ? 'error  ' : 'warning'} ${formatProblem(f)}`)
    console.log(
      `${file}: ${rows.length} rows, ${errors.length} errors, ${findings.length - errors.length} warnings`,
    )
  }
  if (errors.length > 0) process.exitCode = 1
}

const withBrand = <T>(y: Argv<T>) =>
  y
    .option('brand', {
      type: 'string',
      describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
    })
    .option('json', { type: 'boolean', default: false, describe: 'print machine-readable JSON' })

export const redirectsCommand: CommandModule<object, Args> = {
  command: 'redirects <action>',
  describe: 'Check, fix or regenerate the redirect table',
  builder: (y) =>
    withBrand(y)
      .positional('action', {
        choices: ['check', 'fix', 'generate'] as const,
        describe: 'what to do',
      })
      .example(
        '$0 redirects check',
        'report every problem of redirects.csv with its line and a fix',
      )
      .example('$0 redirects check --json', 'the same as JSON')
      .example(
        '$0 redirects generate',
        'rewrite the rows derived from the content, keeping hand-written rows',
      )
      .example(
        '$0 redirects fix',
        'regenerate, then point every chain straight at its final target',
      ),
  handler: async (args) => {
    const { action } = args
    if (action === 'check') return check(args)
    const brand = brandOf(args)
    const result = await regenerated(brand, await loadContent(root, brand.id), action === 'fix')
    if (args.json) console.log(JSON.stringify(result, null, 2))
    else
      console.log(
        `${result.file}: ${result.rows} rows (${result.generated} derived from the content)`,
      )
    return check(args)
  },
}
