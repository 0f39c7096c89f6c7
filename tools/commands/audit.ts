import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CommandModule } from 'yargs'
import { CHECKS, formatAuditReport, runAudit, type CheckName } from '../audit/audit'
import {
  LIGHTHOUSE_OPTIONS,
  lighthouseSettings,
  listOption,
  printJson,
  runCommand,
  type LighthouseOptionArgs,
} from '../audit/cli-support'
import { UsageError } from '../exit'
import { createProgress } from '../audit/progress'
import { brandFromEnv } from '../builder/settings'

interface AuditArgs extends LighthouseOptionArgs {
  dir: string
  build: boolean
  brand?: string
  skip?: string[]
  reports: string
  external: boolean
  json: boolean
}

const isCheck = (name: string): name is CheckName => (CHECKS as readonly string[]).includes(name)

export const auditCommand: CommandModule<object, AuditArgs> = {
  command: 'audit',
  describe:
    'Prove a build fit to publish: content, sign-in, redirects, HTML, links and Lighthouse budgets, one report',
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: 'dist', describe: 'the built site' })
      .option('build', {
        type: 'boolean',
        default: false,
        describe: 'build the site into --dir first',
      })
      .option('brand', {
        type: 'string',
        describe:
          'the brand --build builds (default: $BRAND, else edgepoint); without --build, the brand the build must be (the audit reads it from the build)',
      })
      .option('skip', {
        type: 'string',
        array: true,
        describe: `leave out checks (repeat or comma-separate): ${CHECKS.join(', ')}`,
      })
      .option('reports', {
        type: 'string',
        default: 'reports',
        describe: 'where the report folder <timestamp>/ is written',
      })
      .options(LIGHTHOUSE_OPTIONS)
      .option('external', {
        type: 'boolean',
        default: false,
        describe: 'also check links to other sites',
      })
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'print the summary as JSON (the details are in the report folder)',
      })
      .example('$0 audit --build', 'build dist/, then run every check on it')
      .example('$0 audit --skip lighthouse', 'the quick checks only')
      .example('$0 audit --runs 1 --json', 'CI: one Lighthouse run a page, machine output')
      .example(
        '$0 audit --dir .build/audit-site --reports /tmp/reports',
        'audit another build, report elsewhere',
      )
      .epilogue(
        'Writes reports/<timestamp>/: audit.json, one JSON file per check, lighthouse/*.html and ' +
          'summary.md.\nExit codes: 0 every check passed, 1 findings, 2 usage or environment error.',
      ),
  handler: (args) =>
    runCommand(async () => {
      const lighthouse = lighthouseSettings(args)
      const skip = listOption(args.skip)
      const unknown = skip.filter((s) => !isCheck(s))
      if (unknown.length > 0)
        throw new UsageError(
          `--skip takes ${CHECKS.join(', ')} (got ${unknown.map((u) => `"${u}"`).join(', ')}).`,
        )
      // Asked for by --brand, else by BRAND; --build builds it (Edgepoint when neither is set).
      const by = args.brand
        ? `--brand ${args.brand}`
        : process.env.BRAND
          ? `BRAND=${process.env.BRAND}`
          : undefined
      const brand =
        by || args.build
          ? brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)
          : undefined
      const progress = createProgress()
      const report = await runAudit({
        root: process.cwd(),
        dir: args.dir,
        ...(brand ? { brand: { brand, by: by ?? 'the default brand' } } : {}),
        build: args.build,
        skip: skip.filter(isCheck),
        reportsDir: args.reports,
        ...lighthouse,
        external: args.external,
        progress,
      })
      if (args.json) printJson(report)
      else console.log(formatAuditReport(report))
      // A failed audit shows its findings where it ran (a CI log), not only in the report folder.
      if (!report.ok && !args.json)
        console.log(`\n${await readFile(path.join(report.reportDir, 'summary.md'), 'utf8')}`)
      return report.exitCode
    }),
}
