import { describe, expect, it } from 'vitest'
import { followBuiltRedirects } from './checks'

describe('built redirects', () => {
  it('follows every row of the built table through the preview server', async () => {
    expect(await followBuiltRedirects('tests/fixtures/audit/links-clean')).toEqual({
      rows: 1,
      broken: [],
    })
    expect(await followBuiltRedirects('tests/fixtures/audit/links-broken')).toEqual({
      rows: 2,
      broken: [{ from: '/gone/', to: '/nowhere/', endsAt: '/nowhere/', status: 404 }],
    })
  })
})
