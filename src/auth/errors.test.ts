import { describe, expect, it } from 'vitest'
import { AuthError } from './client'
import {
  AUTH_MESSAGES,
  ProviderError,
  SESSION_ENDING_MESSAGES,
  requireFilled,
  toAuthError,
} from './errors'

function libraryError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, name: code })
}

describe('toAuthError', () => {
  it.each([
    ['NotAuthorizedException', 'User is disabled.', 'User is disabled'],
    ['UserNotFoundException', 'User does not exist.', 'User does not exist'],
    ['NotAuthorizedException', 'Access Token has been revoked', 'Access Token has been revoked'],
    ['NotAuthorizedException', 'Refresh Token has been revoked', 'Refresh Token has been revoked'],
    ['NotAuthorizedException', 'Refresh Token has expired', 'Refresh Token has expired'],
  ])('ends the session on %s "%s"', (code, message, text) => {
    const error = toAuthError(libraryError(code, message))
    expect(error).toMatchObject({ message: text, code, signOut: true })
    expect(SESSION_ENDING_MESSAGES).toContain(error.message)
  })

  it('names a network failure as the catalogue does, from the library or from fetch', () => {
    expect(toAuthError(libraryError('NetworkError', 'Network error'))).toMatchObject({
      message: AUTH_MESSAGES.network,
      signOut: false,
    })
    expect(toAuthError(new TypeError('Failed to fetch')).message).toBe('Network Error')
    expect(toAuthError(new ProviderError('NetworkError', 'Network error')).message).toBe(
      'Network Error',
    )
  })

  it('keeps the catalogue’s "User is not authenticated"', () => {
    expect(toAuthError(new Error('User is not authenticated')).message).toBe(
      AUTH_MESSAGES.notAuthenticated,
    )
  })

  it('passes any other failure through with its code, and a refused refresh ends the session', () => {
    const wrong = toAuthError(
      libraryError('NotAuthorizedException', 'Incorrect username or password.'),
    )
    expect(wrong).toMatchObject({
      message: 'Incorrect username or password.',
      code: 'NotAuthorizedException',
      signOut: false,
    })
    const refused = toAuthError(
      new ProviderError('NotAuthorizedException', 'Invalid Refresh Token', 400),
      {
        endsSession: true,
      },
    )
    expect(refused.signOut).toBe(true)
  })

  it('says "Authentication Error" when there is nothing better to say', () => {
    expect(toAuthError(undefined)).toMatchObject({
      message: 'Authentication Error',
      code: 'Unknown',
    })
  })

  it('leaves an AuthError as it is', () => {
    const error = new AuthError('Invalid state in OAuth flow', 'InvalidState')
    expect(toAuthError(error)).toBe(error)
  })
})

describe('requireFilled', () => {
  it('refuses empty and blank values with the message given', () => {
    expect(() => requireFilled('  ', AUTH_MESSAGES.emptyCode, 'EmptyCode')).toThrow(
      'Confirmation code cannot be empty',
    )
    expect(() => requireFilled(undefined, AUTH_MESSAGES.emptyEmail, 'EmptyEmail')).toThrow(
      AuthError,
    )
    expect(requireFilled('a', AUTH_MESSAGES.emptyEmail, 'EmptyEmail')).toBe('a')
  })
})
