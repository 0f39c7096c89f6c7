let failed = false

/** Notes that a script chunk or stylesheet failed to load: an update waiting then reloads at once. */
export function noteResourceFailure(): void {
  failed = true
}

export function resourcesFailed(): boolean {
  return failed
}
