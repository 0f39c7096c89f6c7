/**
 * MINIMAL VERSION for the auth-screens branch: auth-lib writes the real one,
 * which imports the Cognito client (cognito.ts) dynamically; the lead keeps
 * theirs when merging. The one door to the sign-in library from the screens.
 */
import { AuthError, type AuthClient } from './client'

export async function loadAuthClient(): Promise<AuthClient> {
  throw new AuthError(
    'The sign-in library is not in this branch: merge auth-lib (src/auth/load-client.ts)',
    'NotImplemented',
  )
}
