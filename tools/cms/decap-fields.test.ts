import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { common, idsOf, image, isoDate, markdown, slug } from '../../src/model/fields'
import { NoEditorError, fieldsOf, type CollectionOf } from './decap-fields'

const collectionOf: CollectionOf = (type) => ({
  collection: `test-${type}`,
  search_fields: ['id'],
  display_fields: ['id'],
})
const editors = (shape: z.ZodRawShape) =>
  fieldsOf(z.strictObject(shape), { at: 'test', collectionOf })

describe('CMS editors derived from the content schema', () => {
  it("checks a pattern with the schema's own message, and a length with its message", () => {
    const [s, d] = editors({ slug, description: common.description })
    expect(s).toMatchObject({
      widget: 'string',
      i18n: true,
      pattern: [expect.any(String), expect.stringContaining('letters, digits and hyphens')],
    })
    expect(new RegExp(s?.pattern?.[0] ?? '').test('Q1-2024-credit-commentary')).toBe(true)
    expect(new RegExp(s?.pattern?.[0] ?? '').test('bad slug/')).toBe(false)
    expect(d).toMatchObject({
      widget: 'counted-text',
      max_length: 300,
      pattern: ['^[\\s\\S]{0,300}$', 'keep the description under 300 characters'],
    })
  })

  it('takes ids, dates, enums and references from English, and translates text', () => {
    const [id, date, category, authors, body] = editors({
      id: common.id,
      date: isoDate,
      category: z.enum(['news', 'commentary']),
      authors: idsOf('team-member'),
      body: markdown.optional(),
    })
    expect(id).toMatchObject({ i18n: 'duplicate' })
    expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', i18n: 'duplicate' })
    expect(category).toMatchObject({ widget: 'select', options: ['news', 'commentary'] })
    expect(authors).toMatchObject({
      widget: 'relation',
      collection: 'test-team-member',
      multiple: true,
      required: false,
    })
    expect(body).toMatchObject({ widget: 'markdown', i18n: true, required: false })
  })

  it('edits an image as a file, its translated text alternative and a decorative mark, unchecked while the image is left out', () => {
    const [photo] = editors({ photo: image.optional() })
    expect(photo?.fields).toEqual([
      expect.objectContaining({ name: 'src', widget: 'image', i18n: 'duplicate', required: false }),
      expect.objectContaining({ name: 'alt', widget: 'string', i18n: true, required: false }),
      expect.objectContaining({ name: 'decorative', widget: 'boolean', i18n: 'duplicate' }),
    ])
  })

  it('lists blocks by their type, each with its own fields', () => {
    const blocks = z.array(
      z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('cta'), heading: z.string() }),
        z.strictObject({ type: z.literal('body') }),
      ]),
    )
    const [field] = editors({ blocks })
    expect(field).toMatchObject({ widget: 'list', typeKey: 'type' })
    expect(field?.types?.map((t) => [t.name, t.fields.map((f) => f.name)])).toEqual([
      ['cta', ['heading']],
      ['body', ['type']],
    ])
  })

  it('fails, naming the field, on a schema type the CMS has no editor for', () => {
    expect(() => editors({ when: z.date() })).toThrow(NoEditorError)
    expect(() => editors({ when: z.date() })).toThrow('test.when: no CMS editor for a zod date')
  })
})
