/** An unsigned JWT with these claims, for tests of code that only reads claims. */
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'RS256', kid: 'test' })}.${part(claims)}.signature`
}
