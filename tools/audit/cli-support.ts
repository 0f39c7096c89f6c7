import { EnvironmentError, EXIT, UsageError, type ExitCode } from '../exit'
import { parseCpuSlowdown } from './lighthouse'

/**
 * Runs a command body and turns its outcome into the CLI's exit code: the code
 * it returns, or 2 with the message for an environment error (no built site,
 * no Chromium, bad budgets). Anything else is a bug and is thrown.
 */
export async function runCommand(work: () => Promise<ExitCode>): Promise<void> {
  try {
    process.exitCode = await work()
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error
    console.error(error.message)
    process.exitCode = EXIT.usage
  }
}

/** Machine output: one JSON document on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

/** Splits repeated and comma-separated values: `--skip a --skip b,c` -> `['a', 'b', 'c']`. */
export function listOption(values: readonly (string | number)[] | undefined): string[] {
  return (values ?? []).flatMap((v) =>
    String(v)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
}

/** A count option (`--runs`, `--concurrency`): a whole number of at least 1, else a usage error. */
export function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`--${name} must be a whole number of at least 1 (got ${String(value)}).`)
  return value
}

/** The options of how Lighthouse measures and the budgets it is held to, the same in `tools lighthouse` and `tools audit`. */
export const LIGHTHOUSE_OPTIONS = {
  budgets: {
    type: 'string',
    default: 'lighthouse/budgets.json',
    describe: 'the Lighthouse budgets file (see lighthouse/README.md)',
  },
  runs: {
    type: 'number',
    default: 3,
    describe:
      'Lighthouse runs per page; each value is the median of the runs (timing is simulated on thread time, so one run judges the same as several)',
  },
  'cpu-slowdown': {
    type: 'string',
    describe:
      "a fixed CPU slowdown for Lighthouse's simulation instead of its default (4x mobile, 1x desktop), for comparing with a plain Lighthouse run",
  },
  sample: {
    choices: ['all', 'templates'],
    default: 'all',
    describe:
      'which pages Lighthouse measures: one per template and locale (all), or each template once with the locales spread over them (templates, the gate npm test runs)',
  },
  desktop: {
    type: 'boolean',
    default: false,
    describe: "Lighthouse's desktop settings instead of the mobile defaults",
  },
} as const

/** The options above as yargs gives them. */
export interface LighthouseOptionArgs {
  budgets: string
  runs: number
  'cpu-slowdown'?: string
  sample: 'all' | 'templates'
  desktop: boolean
}

/** The options above checked (a usage error otherwise), named as the Lighthouse run takes them. */
export function lighthouseSettings(args: LighthouseOptionArgs) {
  return {
    budgetsFile: args.budgets,
    runs: positiveInteger('runs', args.runs),
    cpuSlowdown: parseCpuSlowdown(args['cpu-slowdown']),
    sample: args.sample,
    formFactor: args.desktop ? ('desktop' as const) : ('mobile' as const),
  }
}
