import { describe, expect, it } from 'vitest'
import { formatCurrency, formatDate, formatPercent, formatWeight } from './format'

// Intl separates French numbers with narrow no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

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

describe('numbers', () => {
  it('formats percentages as en-CA, fr-CA and zh-CN write them', () => {
    expect(formatPercent('en', 12.345)).toBe('12.35%')
    expect(plain(formatPercent('fr', 12.345))).toBe('12,35 %')
    expect(formatPercent('cn', -3.1)).toBe('-3.10%')
    expect(plain(formatWeight('fr', 4.25))).toBe('4,3 %')
  })

  it('formats Canadian dollars', () => {
    expect(formatCurrency('en', 25000)).toBe('$25,000')
    expect(plain(formatCurrency('fr', 25000))).toBe('25 000 $')
    expect(formatCurrency('cn', 1000)).toBe('$1,000')
    expect(formatCurrency('en', 12.5)).toBe('$12.50')
  })
})
