import type { Redirect } from '../lookup'

/** A redirect row for tests: temporary, case-insensitive, followed in the browser unless told. */
export function redirectRow(
  fromPath: string,
  toPath: string,
  flags: Partial<Redirect> = {},
): Redirect {
  return {
    fromPath,
    toPath,
    isPermanent: false,
    ignoreCase: true,
    redirectInBrowser: true,
    ...flags,
  }
}
