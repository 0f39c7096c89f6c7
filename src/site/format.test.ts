import { describe, expect, it } from 'vitest'
import {
  formatCurrency,
  formatDate,
  formatAxisTime,
  formatMonth,
  formatPercent,
  formatPercentTick,
  formatReturn,
  formatWeight,
  formatYear,
  asFormats,
  parseFormats,
  recordFormats,
  rememberFormats,
} from './format'

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

describe('chart figures and axis ticks', () => {
  it('writes returns and round axis percentages as each locale does', () => {
    expect(formatReturn('en', 12.4)).toBe('12.4%')
    expect(plain(formatReturn('fr', 12.4))).toBe('12,4 %')
    expect(formatReturn('cn', -3.25)).toBe('-3.3%')
    expect(plain(formatPercentTick('fr', -10))).toBe('-10 %')
    expect(formatPercentTick('en', 40)).toBe('40%')
  })

  it('writes years and months on time axes and in tables, the Chinese way in Chinese', () => {
    expect(formatYear('en', 2024)).toBe('2024')
    expect(formatYear('cn', 2024)).toBe('2024年')
    expect(formatMonth('en', '2025-06')).toBe('June 2025')
    expect(formatMonth('fr', '2025-06')).toBe('juin 2025')
    expect(formatMonth('cn', '2025-06')).toBe('2025年6月')
    expect(formatAxisTime('en', '2024-01', 'year')).toBe('2024')
    expect(formatAxisTime('en', '2024-12', 'month')).toBe('Dec 2024')
    expect(formatAxisTime('fr', '2024-12', 'month')).toBe('déc. 2024')
    expect(formatAxisTime('cn', '2024-12', 'month')).toBe('2024年12月')
  })

  it('writes dollar ticks without cents', () => {
    expect(formatCurrency('en', 80000)).toBe('$80,000')
    expect(plain(formatCurrency('fr', 80000))).toBe('80 000 $')
  })
})

describe('formatted strings carried by a prerendered page', () => {
  it('records what a render formatted, and only while recording', () => {
    formatDate('en', '2020-01-02')
    const stop = recordFormats()
    formatDate('fr', '2024-10-15')
    formatPercent('en', 1.5)
    const recorded = stop()
    formatDate('cn', '2024-10-15')
    expect(recorded).toEqual({
      'date:fr:long:2024-10-15': '15 octobre 2024',
      'percent:en:2:1.5': '1.50%',
    })
  })

  it('uses remembered strings instead of formatting again', () => {
    rememberFormats({ 'date:en:long:1999-12-31': 'the last day of 1999' })
    expect(formatDate('en', '1999-12-31')).toBe('the last day of 1999')
  })

  it('reads only a JSON map of strings', () => {
    expect(parseFormats('{"a":"x","b":2}')).toEqual({ a: 'x' })
    expect(parseFormats('[1]')).toEqual({})
    expect(parseFormats('not json')).toEqual({})
    expect(parseFormats(null)).toEqual({})
    expect(asFormats({ a: 'x', b: null })).toEqual({ a: 'x' })
    expect(asFormats(undefined)).toEqual({})
  })
})
