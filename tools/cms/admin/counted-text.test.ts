import { describe, expect, it } from 'vitest'
import { decapConfig } from '../decap-config'
import { countText } from './counted-text'

describe('titles and descriptions are counted against the schema’s limits while typing', () => {
  it('says the count of the limit, and how many too many', () => {
    expect(countText(12, 150)).toBe('12 / 150')
    expect(countText(153, 150)).toBe('153 / 150: 3 too many')
  })

  it('every page type counts its title (150) and its description (300)', () => {
    for (const collection of decapConfig().collections) {
      const byName = new Map(collection.fields.map((f) => [f.name, f]))
      const description = byName.get('description')
      expect(description, collection.name).toMatchObject({
        widget: 'counted-text',
        max_length: 300,
      })
      const title = byName.get('title')
      if (collection.filter.value === 'team-member') continue
      expect(title, collection.name).toMatchObject({ widget: 'counted-string', max_length: 150 })
    }
  })
})
