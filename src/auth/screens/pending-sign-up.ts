/**
 * The account just created in this tab, kept in memory only (never stored):
 * the confirm screen signs its owner in after a code or a link without asking
 * the password again. Gone on a reload, when the screen asks for it.
 */
let pending: { username: string; password: string } | null = null

export function rememberSignUp(username: string, password: string): void {
  pending = { username, password }
}

/** The password of `username` if this tab just signed them up. */
export function pendingPassword(username: string): string | undefined {
  return pending?.username === username ? pending.password : undefined
}

export function forgetSignUp(): void {
  pending = null
}
