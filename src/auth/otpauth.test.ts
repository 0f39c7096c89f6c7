import { describe, expect, it } from 'vitest'
import { otpauthUri } from './otpauth'

describe('otpauthUri', () => {
  it('names the brand as issuer, in the label and as a parameter', () => {
    expect(otpauthUri('Cymbria Corporation', 'a@b.test', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Cymbria%20Corporation:a%40b.test?secret=JBSWY3DPEHPK3PXP&issuer=Cymbria+Corporation',
    )
  })
})
