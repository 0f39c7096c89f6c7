/**
 * The `otpauth://` URI an authenticator app reads from the TOTP set-up's QR
 * code (Key Uri Format): the issuer (the brand) is both the label's prefix
 * and a parameter, as the apps expect.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({ secret, issuer })
  return `otpauth://totp/${label}?${query.toString()}`
}
