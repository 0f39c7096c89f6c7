import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { z } from 'zod'
import { budgetsSchema } from './budgets'

export const BUDGETS_SCHEMA_FILE = 'lighthouse/budgets.schema.json'

/** The JSON Schema of lighthouse/budgets.json, generated from the zod schema the CLI validates with. */
export async function budgetsJsonSchema(): Promise<string> {
  const options = (await resolveConfig(BUDGETS_SCHEMA_FILE)) ?? {}
  return format(JSON.stringify(z.toJSONSchema(budgetsSchema)), { ...options, parser: 'json' })
}

// `npx tsx tools/audit/write-budgets-schema.ts` rewrites lighthouse/budgets.schema.json.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(BUDGETS_SCHEMA_FILE, await budgetsJsonSchema())
  console.log(`Wrote ${BUDGETS_SCHEMA_FILE}`)
}
