import type { CommandModule } from 'yargs'
import { brandFromEnv } from '../builder/settings'
import { InputError } from '../content/errors'
import { loadContent } from '../content/load'

interface ContentArgs {
  brand?: string
  json: boolean
}

export const contentCommand: CommandModule<object, ContentArgs> = {
  command: 'content check',
  describe: 'Validate the content of a brand without building (schema, links, references, images)',
  builder: (y) =>
    y
      .option('brand', {
        type: 'string',
        describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the findings as JSON' })
      .example('$0 content check', 'check content/edgepoint/')
      .example('$0 content check --brand cymbria --json', 'machine-readable findings for Cymbria'),
  handler: async ({ brand: brandArg, json }) => {
    const brand = brandFromEnv(brandArg ? { ...process.env, BRAND: brandArg } : process.env)
    try {
      const index = await loadContent(process.cwd(), brand.id)
      const counts: Record<string, number> = {}
      for (const e of index.entries)
        counts[`${e.locale} ${e.data.type}`] = (counts[`${e.locale} ${e.data.type}`] ?? 0) + 1
      if (json)
        console.log(
          JSON.stringify(
            { brand: brand.id, ok: true, problems: [], unchecked: [], counts },
            null,
            2,
          ),
        )
      else {
        console.log(`Content of ${brand.name}: ${index.entries.length} pages, no problem.`)
        for (const [key, n] of Object.entries(counts).sort()) console.log(`  ${key}: ${n}`)
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      if (json)
        console.log(
          JSON.stringify(
            { brand: brand.id, ok: false, problems: error.problems, unchecked: error.unchecked },
            null,
            2,
          ),
        )
      else console.error(error.message)
      process.exitCode = 1
    }
  },
}
