import path from 'node:path'
import type { CommandModule } from 'yargs'
import { loadBudgets } from '../audit/budgets'
import {
  LIGHTHOUSE_OPTIONS,
  lighthouseSettings,
  listOption,
  printJson,
  runCommand,
  type LighthouseOptionArgs,
} from '../audit/cli-support'
import { EXIT, UsageError } from '../exit'
import { formatLighthouseReport, runLighthouse, selectPages } from '../audit/lighthouse'
import { createProgress } from '../audit/progress'
import { requireBuiltSite } from '../audit/site'

interface LighthouseArgs extends LighthouseOptionArgs {
  dir: string
  template?: string[]
  locale?: string[]
  page?: string[]
  'report-dir'?: string
  json: boolean
}

export const lighthouseCommand: CommandModule<object, LighthouseArgs> = {
  command: 'lighthouse',
  describe:
    'Run Lighthouse on one page per template and locale of a built site and check the budgets',
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: 'dist', describe: 'the built site' })
      .options(LIGHTHOUSE_OPTIONS)
      .option('template', {
        type: 'string',
        array: true,
        describe: 'only these templates (repeat or comma-separate)',
      })
      .option('locale', {
        type: 'string',
        array: true,
        describe: 'only these locales (repeat or comma-separate)',
      })
      .option('page', {
        type: 'string',
        array: true,
        describe: 'measure these site paths instead of one page per template and locale',
      })
      .option('report-dir', {
        type: 'string',
        describe: 'write the HTML report of each page (the run nearest the medians) here',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the report as JSON' })
      .example('$0 lighthouse', 'every template in every locale of dist/, 3 runs each, mobile')
      .example('$0 lighthouse --runs 1 --json', 'one run a page (CI), machine output')
      .example('$0 lighthouse --template article --locale fr --desktop', 'one page, desktop')
      .example('$0 lighthouse --page /fr/ --report-dir reports/lh', 'one page, with its report')
      .example('$0 lighthouse --cpu-slowdown 4', "Lighthouse's default slowdown, not calibrated")
      .epilogue(
        'Exit codes: 0 within budget, 1 a breach or a page Lighthouse could not measure, ' +
          '2 usage or environment error (no built site, no Chromium, invalid budgets, a control page over its timing budget).',
      ),
  handler: (args) =>
    runCommand(async () => {
      const { sample, ...settings } = lighthouseSettings(args)
      const root = requireBuiltSite(args.dir)
      const budgets = await loadBudgets(settings.budgetsFile)
      const { targets, warnings } = await selectPages(root, budgets, {
        templates: listOption(args.template),
        locales: listOption(args.locale),
        paths: listOption(args.page),
        sample,
      })
      if (targets.length === 0)
        throw new UsageError(
          `No page of ${args.dir}/ matches: ${warnings.join('; ') || 'check --template, --locale and --page'}`,
        )
      const progress = createProgress()
      const report = await progress.step('lighthouse', () =>
        runLighthouse({
          root,
          dir: args.dir,
          budgets,
          targets,
          warnings,
          ...settings,
          reportDir: args['report-dir'] ? path.resolve(args['report-dir']) : null,
          progress,
        }),
      )
      if (args.json) printJson(report)
      else console.log(formatLighthouseReport(report))
      // A control over budget leaves no timing verdict to trust: an environment error, never a pass.
      return !report.control.trusted ? EXIT.usage : report.ok ? EXIT.clean : EXIT.findings
    }),
}
