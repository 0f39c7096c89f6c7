/** The release CLI's exit codes: the same for every command. */
export const EXIT = {
  /** Every check passed. */
  clean: 0,
  /** A check found problems in the site. */
  findings: 1,
  /** Bad arguments, or the machine cannot run the check (no built site, no Chromium, bad budgets). */
  usage: 2,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/**
 * The check could not run: nothing is known about the site. Commands print the
 * message and exit with code 2; the audit records the check as "error".
 */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError'
}

/**
 * Bad arguments that yargs cannot catch by itself (a count of 0, a bad URL). Exit code 2.
 * Without `help` when the message says the whole fix (an argument the build contradicts).
 */
export class UsageError extends EnvironmentError {
  override name = 'UsageError'
  constructor(message: string, { help = true }: { help?: boolean } = {}) {
    super(help ? `${message}\nRun with --help for usage.` : message)
  }
}

/** The worse of two exit codes: usage/environment errors outrank findings. */
export function worstExit(a: ExitCode, b: ExitCode): ExitCode {
  return a > b ? a : b
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
