import type { core } from 'zod'
import { editing, id } from '../../src/model/fields'

/**
 * The editor of each front-matter field, derived from the zod schema that
 * validates it: required or not, patterns and lengths with the schema's own
 * messages, enums as selects, dates, Markdown, images with their text
 * alternative, references as pickers, and which fields a translation edits
 * (`i18n: true`) or takes from English (`duplicate`).
 */

/** The part of Decap CMS's field options we use (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | 'duplicate'
  hint?: string
  pattern?: [string, string]
  default?: unknown
  options?: string[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int'
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  field?: DecapField
  fields?: DecapField[]
  types?: DecapType[]
  typeKey?: string
  summary?: string
  choose_url?: boolean
  /** The counted widgets' limit (admin/counted-text.ts). */
  max_length?: number
}

export interface DecapType {
  name: string
  label: string
  widget: 'object'
  fields: DecapField[]
}

/** The CMS collection holding the pages of a content type, by brand: relation pickers point to it. */
export type CollectionOf = (type: 'team-member' | 'portfolio') => {
  collection: string
  search_fields: string[]
  display_fields: string[]
}

type Schema = core.$ZodType

/** Thrown for a schema the CMS has no editor for: the generator fails, naming the field. */
export class NoEditorError extends Error {}

const LABELS: Record<string, string> = {
  id: 'Id (the same in every language)',
  slug: 'Slug (the last part of the URL)',
  cta: 'Call to action',
  href: 'Link',
  src: 'Image file',
  alt: 'Text alternative: what the image shows',
  decorative: 'Decorative: it adds nothing the text does not say (alt left empty)',
}

export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return LABELS[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

function defOf(schema: Schema): core.$ZodTypes['_zod']['def'] {
  // The def of every zod type is one of $ZodTypes' defs: this only names the union.
  return (schema as core.$ZodTypes)._zod.def
}

/** The schema under optional and default, whether the field may be left out, and its default. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; value?: unknown } {
  const def = defOf(schema)
  if (def.type === 'optional') return { ...unwrap(def.innerType), optional: true }
  if (def.type === 'default') {
    const inner = unwrap(def.innerType)
    return { ...inner, optional: true, value: def.defaultValue }
  }
  return { inner: schema, optional: false }
}

function messageOf(check: core.$ZodCheckDef): string | undefined {
  // A check's error map given a message returns it whatever the issue.
  const said = check.error?.(undefined as never)
  return typeof said === 'string' ? said : said?.message
}

/** Pattern, length and range checks of a string or number, with their messages. */
function checksOf(schema: Schema) {
  const found: {
    pattern?: [string, string]
    maxLength?: [number, string]
    min?: number
    max?: number
  } = {}
  for (const check of schema._zod.def.checks ?? []) {
    const def = (check as core.$ZodChecks)._zod.def
    if (def.check === 'string_format' && def.format === 'regex' && def.pattern) {
      found.pattern = [def.pattern.source, messageOf(def) ?? `match ${def.pattern.source}`]
    } else if (def.check === 'max_length')
      found.maxLength = [def.maximum, messageOf(def) ?? `at most ${def.maximum} characters`]
    else if (def.check === 'greater_than') found.min = Number(def.value) + (def.inclusive ? 0 : 1)
    else if (def.check === 'less_than') found.max = Number(def.value) - (def.inclusive ? 0 : 1)
  }
  return found
}

interface Context {
  at: string
  collectionOf: CollectionOf
}

/** The editor of one field, and whether a translation edits it or takes it from English. */
function editorOf(name: string, schema: Schema, ctx: Context): DecapField {
  const at = `${ctx.at}.${name}`
  const { inner, optional, value } = unwrap(schema)
  const meta = editing.get(inner)
  const base = {
    name,
    label: labelOf(name),
    ...(optional ? { required: false } : {}),
    ...(value !== undefined && !Array.isArray(value) ? { default: value } : {}),
  }
  const def = defOf(inner)
  switch (def.type) {
    case 'string': {
      const { pattern, maxLength } = checksOf(inner)
      if (meta?.format === 'date') {
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
          i18n: 'duplicate',
        }
      }
      const paragraph = meta?.format === 'paragraph'
      const widget = meta?.format === 'markdown' ? 'markdown' : paragraph ? 'text' : 'string'
      const duplicate = inner === id || meta?.references !== undefined
      const i18n = duplicate ? ('duplicate' as const) : true
      if (pattern) return { ...base, widget, pattern, hint: pattern[1], i18n }
      if (maxLength && widget !== 'markdown') {
        // Counted while typing (admin/counted-text.ts); the pattern refuses more on save.
        return {
          ...base,
          widget: paragraph ? 'counted-text' : 'counted-string',
          max_length: maxLength[0],
          pattern: [`^[\\s\\S]{0,${maxLength[0]}}$`, maxLength[1]],
          i18n,
        }
      }
      return { ...base, widget, i18n }
    }
    case 'enum':
      return {
        ...base,
        widget: 'select',
        options: Object.values(def.entries).map(String),
        i18n: 'duplicate',
      }
    case 'literal':
      return {
        ...base,
        widget: 'hidden',
        default: def.values[0],
        i18n: 'duplicate',
      }
    case 'number': {
      const { min, max } = checksOf(inner)
      // z.int() is a number whose own def is the integer format check.
      const integer =
        'format' in def && typeof def.format === 'string' && def.format.includes('int')
      return {
        ...base,
        widget: 'number',
        ...(integer ? { value_type: 'int' as const } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        i18n: 'duplicate',
      }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', i18n: 'duplicate' }
    case 'object': {
      // Decap checks the fields of an object left empty as if it were given:
      // those of an optional one are checked on save by the schema (admin/cms.ts).
      const fields = fieldsOf(inner, { ...ctx, at }).map((f) =>
        optional ? { ...f, required: false } : f,
      )
      if (meta?.format === 'image') {
        return {
          ...base,
          widget: 'object',
          fields: fields.map((f) =>
            f.name === 'src'
              ? // The media library picks the path; the schema still checks it on save.
                { ...withoutPattern(f), widget: 'image', choose_url: false, i18n: 'duplicate' }
              : f.name === 'alt'
                ? { ...f, widget: 'string', i18n: true }
                : f,
          ),
          i18n: true,
          summary: '{{fields.src}}',
        }
      }
      return { ...base, widget: 'object', fields, i18n: true }
    }
    case 'array': {
      const list = listOf(name, def.element, { ...ctx, at })
      // Pickers of other pages and of fixed choices say the same in every language.
      const shared = list.widget === 'relation' || list.widget === 'select'
      return { ...base, ...list, i18n: shared ? 'duplicate' : true }
    }
    default:
      throw new NoEditorError(`${at}: no CMS editor for a zod ${def.type}: add one in tools/cms`)
  }
}

/** A list's editor: pickers for references, a select for enums, else a list of its items' editors. */
function listOf(name: string, element: Schema, ctx: Context): Omit<DecapField, 'name' | 'label'> {
  const { inner } = unwrap(element)
  const references = editing.get(inner)?.references
  if (references) {
    return {
      widget: 'relation',
      ...ctx.collectionOf(references),
      value_field: 'id',
      multiple: true,
    }
  }
  const def = defOf(inner)
  if (def.type === 'enum') {
    return { widget: 'select', options: Object.values(def.entries).map(String), multiple: true }
  }
  if (def.type === 'object') return { widget: 'list', fields: fieldsOf(inner, ctx) }
  if (def.type === 'union') {
    return {
      widget: 'list',
      typeKey: 'type',
      types: def.options.map((option) => {
        const type = literalType(option, ctx.at)
        return {
          name: type,
          label: labelOf(type.replace(/-/g, ' ')),
          widget: 'object' as const,
          fields: withoutTypeKey(fieldsOf(option, { ...ctx, at: `${ctx.at}[type=${type}]` })),
        }
      }),
    }
  }
  return { widget: 'list', field: editorOf(name.replace(/s$/, ''), inner, ctx) }
}

function withoutPattern({ pattern: _pattern, hint: _hint, ...field }: DecapField): DecapField {
  return field
}

/** Decap writes the type key itself; a type with no other field keeps it (Decap wants one). */
function withoutTypeKey(fields: DecapField[]): DecapField[] {
  const rest = fields.filter((f) => f.name !== 'type')
  return rest.length > 0 ? rest : fields
}

function literalType(option: Schema, at: string): string {
  const def = defOf(unwrap(option).inner)
  const type = def.type === 'object' ? def.shape.type : undefined
  const literal = type ? defOf(type) : undefined
  if (literal?.type !== 'literal') throw new NoEditorError(`${at}: a union option has no "type"`)
  return String(literal.values[0])
}

/** The editors of an object's fields, in the schema's order. */
export function fieldsOf(schema: Schema, ctx: Context): DecapField[] {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  if (def.type !== 'object') throw new NoEditorError(`${ctx.at}: expected an object schema`)
  return Object.entries(def.shape).map(([name, field]) => editorOf(name, field, ctx))
}
