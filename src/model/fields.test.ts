import { describe, expect, it } from 'vitest'
import { image, isoDate } from './fields'

const messagesOf = (value: unknown) => isoDate.safeParse(value).error?.issues.map((i) => i.message)

describe('isoDate', () => {
  it('takes a day of the calendar, 29 February of a leap year included', () => {
    expect(isoDate.parse('2024-03-31')).toBe('2024-03-31')
    expect(isoDate.parse('2024-02-29')).toBe('2024-02-29')
  })

  it('asks for the YYYY-MM-DD format when the date is written otherwise', () => {
    expect(messagesOf('15/01/2024')).toEqual(['write the date as YYYY-MM-DD, e.g. 2024-03-31'])
    expect(messagesOf('2024-1-5')).toEqual(['write the date as YYYY-MM-DD, e.g. 2024-03-31'])
  })

  it('says a date written as asked is no real day, and why', () => {
    expect(messagesOf('2024-13-45')).toEqual([
      '2024-13-45 is not a real date (month 13: months go from 01 to 12)',
    ])
    expect(messagesOf('2023-02-29')).toEqual([
      '2023-02-29 is not a real date (day 29: 2023-02 has 28 days)',
    ])
    expect(messagesOf('2024-04-00')).toEqual([
      '2024-04-00 is not a real date (day 0: 2024-04 has 30 days)',
    ])
  })
})

describe('an image', () => {
  const parse = (value: unknown) => image.safeParse(value)
  it('needs its text alternative, empty only when marked decorative', () => {
    expect(parse({ src: '/images/a.svg', alt: 'A chart' }).success).toBe(true)
    expect(parse({ src: '/images/a.svg', alt: '', decorative: true }).success).toBe(true)
    expect(parse({ src: '/images/a.svg', alt: '' }).error?.issues[0]?.message).toBe(
      'say what the image shows in "alt", or mark it decorative: true',
    )
    expect(
      parse({ src: '/images/a.svg', alt: 'A chart', decorative: true }).error?.issues[0]?.path,
    ).toEqual(['decorative'])
  })
})
