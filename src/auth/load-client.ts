import { settings } from '../site/settings'
import type { AuthClient } from './client'

/**
 * The sign-in client, loaded on demand: the one dynamic import of the
 * library's chunk (plan decision 4), so only pages that sign someone in or
 * manage an account download it, and a build without sign-in never does.
 */
let loading: Promise<AuthClient> | undefined

export function loadAuthClient(): Promise<AuthClient> {
  const signIn = settings.signIn
  if (!signIn) {
    return Promise.reject(
      new Error(
        'This build has no sign-in: settings.signIn is absent (build Cymbria with the COGNITO_* settings)',
      ),
    )
  }
  loading ??= import('./cognito').then(({ createCognitoClient }) => createCognitoClient(signIn))
  return loading
}
