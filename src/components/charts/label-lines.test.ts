import { describe, expect, it } from 'vitest'
import { labelLines } from './label-lines'

describe('labelLines', () => {
  it('keeps a short label, or any label where one line is all there is', () => {
    expect(labelLines('EdgePoint Global Portfolio', 2)).toEqual(['EdgePoint Global Portfolio'])
    expect(labelLines('Portefeuille mondial de croissance et de revenu EdgePoint', 1)).toHaveLength(
      1,
    )
  })

  it('cuts a long label at the space that leaves its longer line shortest', () => {
    expect(labelLines('Portefeuille mondial de croissance et de revenu EdgePoint', 2)).toEqual([
      'Portefeuille mondial de',
      'croissance et de revenu EdgePoint',
    ])
    expect(labelLines('EdgePoint Global Growth & Income Portfolio', 2)).toEqual([
      'EdgePoint Global Growth',
      '& Income Portfolio',
    ])
  })

  it('keeps a long word whole', () => {
    expect(labelLines('x'.repeat(40), 2)).toEqual(['x'.repeat(40)])
  })
})
