import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

describe('formatDate', () => {
  it('formats a calendar date in each locale without shifting the day', () => {
    expect(formatDate('en', '2024-10-15')).toBe('October 15, 2024')
    expect(formatDate('fr', '2024-10-15')).toBe('15 octobre 2024')
    expect(formatDate('cn', '2024-10-15')).toBe('2024年10月15日')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('en', 'soon')).toThrow('Not a date')
  })
})
