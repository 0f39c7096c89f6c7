import { describe, expect, it } from 'vitest'
import { hasBuildOnly, withoutBuildOnly } from './build-only'

describe('build-only parts of a record', () => {
  const result = {
    template: 'general',
    blocks: [
      { type: 'rich-text', html: '<p>x</p>' },
      { type: 'performance-chart', heading: 'H', buildOnly: { chart: { groups: [1, 2] } } },
    ],
    charts: { buildOnly: { growth: {} } },
  }

  it('finds them at any depth, in arrays too', () => {
    expect(hasBuildOnly(result)).toBe(true)
    expect(hasBuildOnly({ template: 'article', html: '' })).toBe(false)
  })

  it('leaves them out and keeps everything else', () => {
    expect(withoutBuildOnly(result)).toEqual({
      template: 'general',
      blocks: [
        { type: 'rich-text', html: '<p>x</p>' },
        { type: 'performance-chart', heading: 'H' },
      ],
      charts: {},
    })
    expect(result.charts.buildOnly).toBeDefined()
  })

  it('returns a value without them as it is', () => {
    const plain = { template: 'bio', items: [{ a: 1 }] }
    expect(withoutBuildOnly(plain)).toBe(plain)
  })
})
