import { describe, expect, it } from 'vitest'
import { totpCode } from './totp'

describe('totpCode', () => {
  it('gives RFC 6238’s SHA-1 test values (secret "12345678901234567890")', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
    expect(totpCode(secret, 59)).toBe('287082')
    expect(totpCode(secret, 1111111109)).toBe('081804')
    expect(totpCode(secret, 2000000000)).toBe('279037')
  })
})
