import { EnvironmentError, EXIT, UsageError, type ExitCode } from '../exit'

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
