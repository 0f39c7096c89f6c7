import type { Argv, CommandModule } from 'yargs'
import { brandFromEnv } from '../builder/settings'
import { formatProblem, type InputProblem } from '../content/errors'
import { UsageError } from '../exit'
import { approveFigures, type ApproveResult } from '../figures/approve'
import { DEFAULT_MAX_MOVE, importFigures, type ImportResult } from '../figures/import'

interface CommonArgs {
  brand?: string
  json: boolean
  'dry-run': boolean
}

interface ImportArgs extends CommonArgs {
  file: string
  portfolio?: string
  'max-move': number
  restate: boolean
}

interface ApproveArgs extends CommonArgs {
  through: string
  on?: string
}

const root = process.cwd()
const brandOf = (args: CommonArgs) =>
  brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)

const common = <T>(y: Argv<T>) =>
  y
    .option('brand', {
      type: 'string',
      describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
    })
    .option('dry-run', {
      type: 'boolean',
      default: false,
      describe: 'check and say what would change; write nothing',
    })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })

/** A problem as the JSON prints it: every key present. */
const problemJson = (p: InputProblem) => ({
  file: p.file,
  line: p.line,
  field: p.field ?? null,
  message: p.message,
})

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const months = (list: readonly string[]) =>
  list.length === 0
    ? ''
    : ` (${list.length > 3 ? `${list[0]} to ${list.at(-1)}` : list.join(', ')})`

function printProblems(what: string, problems: readonly InputProblem[]): void {
  console.error(`${what}: ${plural(problems.length, 'problem')}`)
  for (const p of problems) console.error(`  ${formatProblem(p)}`)
}

/** What both commands print, and their exit code: 1 when there are problems, and nothing was written. */
function report(
  result: { problems: readonly InputProblem[]; written: boolean; dryRun: boolean },
  json: boolean,
  says: {
    command: string
    /** The JSON's fields after `command` and `ok`. */
    json: () => Record<string, unknown>
    problemsOf: string
    notWritten: string
    changes: () => void
    file: string
    unchanged: string
  },
): void {
  const { problems } = result
  if (json) {
    const ok = problems.length === 0
    console.log(JSON.stringify({ command: says.command, ok, ...says.json() }, null, 2))
  } else if (problems.length > 0) {
    printProblems(says.problemsOf, problems)
    console.error(says.notWritten)
  } else {
    says.changes()
    console.log(
      result.written
        ? `Written: ${says.file}.`
        : result.dryRun
          ? 'Dry run: nothing written.'
          : `Nothing to write: ${says.unchanged}.`,
    )
  }
  if (problems.length > 0) process.exitCode = 1
}

function reportImport(result: ImportResult, json: boolean): void {
  const { summary: s, target } = result
  report(result, json, {
    command: 'figures import',
    json: () => ({
      brand: result.brand,
      file: result.file,
      target: target.file,
      kind: target.kind,
      dryRun: result.dryRun,
      written: result.written,
      problems: result.problems.map(problemJson),
      unapproved: result.unapproved.map(problemJson),
      summary: s,
    }),
    problemsOf: `Import of ${result.file} into ${target.file}`,
    notWritten: 'Nothing was written: fix the rows above, then import again.',
    changes: () => {
      console.log(
        `${target.file}: ${plural(s.added.length, 'month')} added${months(s.added)}, ${s.changed.length} changed${months(s.changed)}, ${s.unchanged} unchanged; last month ${s.previousLastMonth ?? '(new file)'} → ${s.lastMonth ?? '-'}`,
      )
      if (result.unapproved.length > 0) {
        console.log(
          `Awaiting approval (${plural(result.unapproved.length, 'row')}, not shown on the site; approved through ${s.approvedThrough}):`,
        )
        for (const p of result.unapproved) console.log(`  ${formatProblem(p)}`)
      }
    },
    file: target.file,
    unchanged: 'the data file already holds these figures',
  })
}

function reportApprove(result: ApproveResult, json: boolean): void {
  const { previous: p, dates: d } = result
  const datesChange =
    p.asAtDate !== d.asAtDate || p.performanceApprovalDate !== d.performanceApprovalDate
  report(result, json, {
    command: 'figures approve',
    json: () => ({
      brand: result.brand,
      file: result.file,
      figuresFile: result.figuresFile,
      dryRun: result.dryRun,
      written: result.written,
      previous: p,
      dates: d,
      problems: result.problems.map(problemJson),
      figures: result.figures,
      histories: result.histories,
    }),
    problemsOf: `Figures as at ${d.asAtDate}, approved on ${d.performanceApprovalDate}`,
    notWritten: `${result.file} and ${result.figuresFile} were not changed: fix the problems above, then approve again.`,
    changes: () => {
      console.log(
        `${result.file}: asAtDate ${p.asAtDate} → ${d.asAtDate}, performanceApprovalDate ${p.performanceApprovalDate} → ${d.performanceApprovalDate}`,
      )
      for (const h of result.histories) {
        console.log(
          `  ${h.file}: shown through ${h.shownThrough ?? '-'}${h.pending.length > 0 ? `, awaiting approval: ${h.pending.join(', ')}` : ''}`,
        )
      }
      console.log(
        result.figures.length > 0
          ? `${result.figuresFile}: figures worked out from the histories as at ${d.asAtDate}:`
          : `${result.figuresFile}: every figure already agrees with the histories.`,
      )
      for (const f of result.figures) {
        console.log(`  ${f.portfolio} ${f.series}: ${f.changed.join(', ')}`)
      }
    },
    file: [
      ...(result.figures.length > 0 ? [result.figuresFile] : []),
      ...(datesChange ? [result.file] : []),
    ].join(' and '),
    unchanged: 'the dates and figures are already these',
  })
}

const importCommand: CommandModule<object, ImportArgs> = {
  command: 'import <file>',
  describe: "Import the fund accountant's month-end CSV into a growth history or the share history",
  builder: (y) =>
    common(y)
      .positional('file', { type: 'string', demandOption: true, describe: 'the CSV to import' })
      .option('portfolio', {
        type: 'string',
        describe:
          'the portfolio id (data/portfolios.yaml) whose growth of $10,000 the file holds; without it, the share history (month,nav,price)',
      })
      .option('max-move', {
        type: 'number',
        default: DEFAULT_MAX_MOVE,
        describe: 'the largest month-on-month move, in percent, taken as real',
      })
      .option('restate', {
        type: 'boolean',
        default: false,
        describe: 'take changes to months already approved (a restatement compliance approved)',
      })
      .example(
        '$0 figures import july.csv --portfolio global',
        'add or replace months of content/edgepoint/data/growth/global.csv',
      )
      .example(
        '$0 figures import nav.csv --brand cymbria --dry-run',
        "check Cymbria's NAV and price, say what would change, write nothing",
      )
      .example('$0 figures import july.csv --portfolio global --json', 'the result as JSON'),
  handler: async (args) => {
    if (!Number.isFinite(args['max-move']) || args['max-move'] <= 0) {
      throw new UsageError(`--max-move ${args['max-move']}: give a percentage above 0, e.g. 35`)
    }
    const result = await importFigures(root, brandOf(args).id, {
      file: args.file,
      ...(args.portfolio !== undefined && { portfolio: args.portfolio }),
      dryRun: args['dry-run'],
      maxMove: args['max-move'],
      restate: args.restate,
    })
    reportImport(result, args.json)
  },
}

const approveCommand: CommandModule<object, ApproveArgs> = {
  command: 'approve',
  describe:
    "Set site.yaml's asAtDate and performanceApprovalDate, once every figure agrees with them",
  builder: (y) =>
    common(y)
      .option('through', {
        type: 'string',
        demandOption: true,
        describe: 'the month-end the approved figures are as at (asAtDate), e.g. 2025-07-31',
      })
      .option('on', {
        type: 'string',
        describe: 'the day compliance approved them (performanceApprovalDate; default: today)',
      })
      .example(
        '$0 figures approve --through 2025-07-31 --on 2025-08-12',
        'show July on the site, approved on 12 August',
      )
      .example(
        '$0 figures approve --through 2025-07-31 --dry-run',
        'check that every history and figure is ready for July; write nothing',
      ),
  handler: async (args) => {
    const result = await approveFigures(root, brandOf(args).id, {
      through: args.through,
      ...(args.on !== undefined && { on: args.on }),
      dryRun: args['dry-run'],
    })
    reportApprove(result, args.json)
  },
}

export const figuresCommand: CommandModule<object, object> = {
  command: 'figures',
  describe: "Import the fund accountant's figures; approve them for the site",
  builder: (y) =>
    y
      .command(importCommand)
      .command(approveCommand)
      .demandCommand(1, 'Name what to do: import or approve.'),
  handler: () => undefined,
}
