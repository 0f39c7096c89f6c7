import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Argv, CommandModule } from 'yargs'
import type { BrandConfig } from '../../src/site/brands'
import { brandFromEnv } from '../builder/settings'
import { sitePagePaths } from '../../src/model/records'
import { formatProblem } from '../content/errors'
import type { ContentIndex } from '../../src/model/content'
import { loadContent } from '../content/load'
import { formatRedirectsCsv, parseRedirectsCsv } from '../redirects/csv'
import {
  generateRedirects,
  generatedKeys,
  isDerivedRow,
  mergeGenerated,
} from '../redirects/generate'
import { checkRedirects, csvFinding, errorsOf } from '../redirects/table'
import { collapseChains, type RedirectFinding } from '../redirects/validate'

interface Args {
  brand?: string
  json: boolean
  action?: string
}

const root = process.cwd()
const brandOf = (args: Args) =>
  brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)

/**
 * The derived rows merged into the table, hand-written rows kept in their
 * order. A table with rows it cannot read is left as it is, and its problems
 * returned: rewriting it would drop those rows.
 */
async function regenerated(brand: BrandConfig, content: ContentIndex, collapse: boolean) {
  const file = path.join(root, brand.redirectsFile)
  const text = await readFile(file, 'utf8').catch(() => '')
  const parsed = text ? parseRedirectsCsv(brand.redirectsFile, text) : { rows: [], problems: [] }
  if (parsed.problems.length > 0) return { unreadable: parsed }
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
  return { written: { file: brand.redirectsFile, rows: rows.length, generated: generated.length } }
}

/** Prints findings as `redirects check` does; exit code 1 when one is an error. */
function report(args: Args, file: string, rows: number, findings: RedirectFinding[]): void {
  const errors = errorsOf(findings)
  if (args.json) {
    console.log(JSON.stringify({ file, rows, errors: errors.length, findings }, null, 2))
  } else {
    for (const f of findings)
      console.log(`${f.severity === 'error' ? 'error  ' : 'warning'} ${formatProblem(f)}`)
    console.log(
      `${file}: ${rows} rows, ${errors.length} errors, ${findings.length - errors.length} warnings`,
    )
  }
  if (errors.length > 0) process.exitCode = 1
}

async function check(args: Args, brand: BrandConfig, content: ContentIndex): Promise<void> {
  const { file, rows, findings } = await checkRedirects(
    root,
    brand,
    content,
    sitePagePaths(content),
  )
  report(args, file, rows.length, findings)
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
    const brand = brandOf(args)
    const content = await loadContent(root, brand.id)
    if (action === 'check') return check(args, brand, content)
    const result = await regenerated(brand, content, action === 'fix')
    if (result.unreadable) {
      // Only the rows it cannot read: the rest of the check would ask for the generate that refused.
      const { rows, problems } = result.unreadable
      report(args, brand.redirectsFile, rows.length, problems.map(csvFinding))
      console.error(
        `${brand.redirectsFile} was not rewritten: fix the rows above, then run "npm run tools -- redirects ${action}" again.`,
      )
      return
    }
    const { written } = result
    if (args.json) console.log(JSON.stringify(written, null, 2))
    else
      console.log(
        `${written.file}: ${written.rows} rows (${written.generated} derived from the content)`,
      )
    return check(args, brand, content)
  },
}
