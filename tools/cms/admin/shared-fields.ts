import type { DecapField } from '../decap-fields'

/**
 * The fields a translation takes from the English page (`i18n: duplicate` in
 * the configuration: id, type, dates, categories, authors, portfolios, image
 * files). Decap copies them only when the English value changes, so a
 * translation started on an existing page had no authors or portfolios; this
 * fills in, for each translation written, every shared field it lacks.
 */

type Fields = Record<string, unknown>

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a form leaves in a field nobody filled: nothing, '' or an empty list. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

export function withSharedFields(
  english: Fields,
  translation: Fields,
  fields: readonly DecapField[],
): Fields {
  const out: Fields = { ...translation }
  for (const field of fields) {
    const from = english[field.name]
    if (isEmpty(from)) continue
    const own = out[field.name]
    if (field.i18n === 'duplicate') {
      if (isEmpty(own)) out[field.name] = from
    } else if (field.fields && isRecord(from) && isRecord(own)) {
      // An object the translation has (an image with its own text alternative): its shared parts.
      out[field.name] = withSharedFields(from, own, field.fields)
    }
  }
  return out
}
