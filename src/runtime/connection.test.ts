import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './connection'

const nav = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ connection }) as unknown as Navigator & {
    connection?: { saveData?: boolean; effectiveType?: string }
  }

describe('prefetchAllowed', () => {
  it('prefetches on ordinary connections and where the browser does not say', () => {
    expect(prefetchAllowed(nav())).toBe(true)
    expect(prefetchAllowed(nav({ effectiveType: '4g' }))).toBe(true)
    expect(prefetchAllowed(nav({ effectiveType: '3g', saveData: false }))).toBe(true)
  })

  it('never prefetches on 2g or with save-data', () => {
    expect(prefetchAllowed(nav({ effectiveType: '2g' }))).toBe(false)
    expect(prefetchAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false)
    expect(prefetchAllowed(nav({ effectiveType: '4g', saveData: true }))).toBe(false)
  })
})
