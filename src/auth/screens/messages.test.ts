import { describe, expect, it } from 'vitest'
import cn from '../locales/cn.json'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { AuthError } from '../client'
import { authMessageKey, CATALOGUE } from './messages'

/** The specification's sign-in messages (section 8), as written there. */
const SPECIFICATION =
  `Authentication Error; Email cannot be empty; Phone number cannot be empty; Username cannot be empty; Password cannot be empty; Confirmation code cannot be empty; Error creating account; No valid MFA method provided; Invalid MFA type; Challenge response cannot be empty; Failed to get the session because the user is empty; Network Error; Device tracking has not been configured in this User Pool; Please use your credentials to sign in; User is not authenticated; Invalid state in OAuth flow; Pending sign-in attempt already in progress; Signout timeout fail; User is disabled; User does not exist; Access Token has been revoked; Refresh Token has been revoked; Refresh Token has expired`.split(
    '; ',
  )

describe('the sign-in message catalogue', () => {
  it('has every message of the specification, keyed to a string that is its English text', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...SPECIFICATION].sort())
    for (const [text, key] of Object.entries(CATALOGUE)) expect(en.authErrors[key]).toBe(text)
  })

  it('is translated, not copied, in French and Chinese', () => {
    for (const key of Object.values(CATALOGUE)) {
      expect(fr.authErrors[key]).not.toBe(en.authErrors[key])
      expect(cn.authErrors[key]).not.toBe(en.authErrors[key])
    }
  })

  it("finds a failure's message by its catalogue text, else by the provider's code", () => {
    expect(
      authMessageKey(new AuthError('Refresh Token has expired', 'NotAuthorizedException', true)),
    ).toBe('refreshExpired')
    expect(authMessageKey(new AuthError('User is disabled.', 'NotAuthorizedException'))).toBe(
      'userDisabled',
    )
    expect(
      authMessageKey(new AuthError('Incorrect username or password.', 'NotAuthorizedException')),
    ).toBe('wrongCredentials')
    expect(authMessageKey(new AuthError('Something odd', 'SomethingOddException'))).toBe('unknown')
    expect(authMessageKey(new TypeError('Failed to fetch'))).toBe('network')
    // cognito-local's answer to an operation it lacks (ListDevices, GlobalSignOut).
    expect(authMessageKey(new AuthError('Cognito Local unsupported feature', 'Unsupported'))).toBe(
      'unsupported',
    )
  })

  it('says a session ended in words the catalogue lacks is no longer authenticated, not a wrong password', () => {
    // cognito-local refuses a revoked refresh token so; Cognito says "Refresh Token has been revoked".
    expect(
      authMessageKey(new AuthError('User not authorized', 'NotAuthorizedException', true)),
    ).toBe('notAuthenticated')
    expect(
      authMessageKey(
        new AuthError('Refresh Token has been revoked', 'NotAuthorizedException', true),
      ),
    ).toBe('refreshRevoked')
  })
})
