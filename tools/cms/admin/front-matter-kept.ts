import { Document, isCollection, isMap, isNode, isScalar, parseDocument } from 'yaml'
import { bodyAsWritten } from './body-kept'

/**
 * The CMS's file format for our content: YAML front matter, then Markdown.
 * Decap's own front-matter format writes every file anew (its own key order,
 * quotes and line folding), so a one-word edit rewrote the whole front matter.
 * This one keeps the file's front matter as read and changes only the keys an
 * editor changed: a save is a diff of what was edited.
 */

/** Where the file's front matter, as read, travels with the entry (a key Decap keeps and does not show). */
export const SOURCE = '__frontMatter'
/** Where the file's body, as read, travels with the entry (body-kept.ts). */
export const BODY_SOURCE = '__body'

export type EntryData = Record<string, unknown>

/** Splits a content file into its front matter's fields, its Markdown `body` and the front matter's source. */
export function fromFile(text: string): EntryData {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const close = normalized.startsWith('---\n') ? /^---[ \t]*$/m.exec(normalized.slice(4)) : null
  if (!close) return { body: normalized, [BODY_SOURCE]: normalized }
  const source = normalized.slice(4, 4 + close.index)
  const afterClose = normalized.indexOf('\n', 4 + close.index)
  const fields: unknown = parseDocument(source).toJS()
  const body = afterClose === -1 ? '' : normalized.slice(afterClose + 1)
  return { ...(isRecord(fields) ? fields : {}), body, [SOURCE]: source, [BODY_SOURCE]: body }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Equality of YAML values (scalars, lists, maps), whatever the order of a map's keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]))
  }
  return a === b
}

/**
 * What an editor left empty is not written: Decap gives every field of the
 * form a value ('', null, an unticked false), and a schema refuses
 * `series: ''`. An image keeps an empty `alt`: the schema then asks whether
 * it is decorative.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((v) => v !== undefined)
    return items.length > 0 ? items : undefined
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, withoutEmpty(v)] as const)
      .filter(([, v]) => v !== undefined)
    const kept = Object.fromEntries(entries)
    if (typeof kept.src === 'string' && value.alt === '') kept.alt = ''
    return entries.length > 0 ? kept : undefined
  }
  return value === '' || value === null || value === undefined || value === false
    ? undefined
    : value
}

/** The front matter's fields of an entry, as the site's schema reads them: without body, source or empty values. */
export function frontMatterOf(data: EntryData): Record<string, unknown> {
  const { body: _body, [SOURCE]: _source, [BODY_SOURCE]: _bodySource, ...fields } = data
  const kept = withoutEmpty(fields)
  return isRecord(kept) ? kept : {}
}

export interface WriteRules {
  /** The schema's order of a type's fields, for the keys of a new file. */
  keyOrder(type: unknown): readonly string[]
  /** Whether an entry has anything of its own to write, or would be a translation never started. */
  hasContent(fields: Record<string, unknown>, body: string): boolean
}

/** `key: value` as a line (or lines) of YAML, lists of words in flow style like ours. */
function pairText(key: string, value: unknown, flow: boolean): string {
  const doc = new Document({})
  doc.set(key, doc.createNode(value, { flow }))
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, singleQuote: true })
}

const isWordList = (value: unknown) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' && !v.includes(','))

interface Segment {
  key: string
  /** Comments and blank lines before the key, as written. */
  lead: string
  text: string
  /** The value was written as a flow list or map (`[a, b]`), to be written so again. */
  flow: boolean
}

interface Read {
  head: string
  segments: Segment[]
  /** The fields' values, as read. */
  values: Record<string, unknown>
}

/** The front matter cut into its top-level keys, each with the text it was written as. */
function segmentsOf(source: string): Read | undefined {
  const doc = parseDocument(source)
  if (doc.contents === null) return { head: source, segments: [], values: {} }
  if (!isMap(doc.contents)) return undefined
  const values: unknown = doc.toJS()
  if (!isRecord(values)) return undefined
  const segments: Segment[] = []
  let from = 0
  let head = ''
  for (const [i, pair] of doc.contents.items.entries()) {
    const key = pair.key
    const value = pair.value
    if (!isScalar(key) || !key.range) return undefined
    const nodeEnd = isNode(value) && value.range ? value.range[2] : key.range[2]
    const lineEnd = source.indexOf('\n', Math.max(nodeEnd - 1, key.range[0]))
    const to = lineEnd === -1 ? source.length : lineEnd + 1
    const lead = source.slice(from, key.range[0])
    if (i === 0) head = lead
    segments.push({
      key: String(key.value),
      lead: i === 0 ? '' : lead,
      text: source.slice(key.range[0], to),
      flow: isCollection(value) && value.flow === true,
    })
    from = to
  }
  const last = segments.at(-1)
  if (last) last.text += source.slice(from)
  return { head, segments, values }
}

/**
 * The file for an entry: its front matter as written, with the text of each
 * changed key replaced (a flow list stays one), removed keys cut, new keys in
 * the schema's order, then the body. '' for a translation that was never
 * started, which Decap then does not write.
 */
export function toFile(data: EntryData, rules: WriteRules): string {
  const fields = frontMatterOf(data)
  const edited = typeof data.body === 'string' ? data.body : ''
  const bodyRead = data[BODY_SOURCE]
  const body = typeof bodyRead === 'string' ? bodyAsWritten(bodyRead, edited) : edited
  const source = typeof data[SOURCE] === 'string' ? data[SOURCE] : undefined
  if (source === undefined && !rules.hasContent(fields, body)) return ''
  const order = rules.keyOrder(fields.type)
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  const read = source === undefined ? { head: '', segments: [], values: {} } : segmentsOf(source)
  if (!read) throw new Error('the front matter is not a map of fields: fix the file by hand')
  const was = read.values
  const kept: Segment[] = []
  for (const segment of read.segments) {
    const { key } = segment
    if (!(key in fields)) {
      // An empty value written on purpose (`portfolios: []`) stays while the form leaves it so.
      if (sameValue(was[key], data[key])) kept.push(segment)
    } else if (sameValue(was[key], fields[key])) kept.push(segment)
    else kept.push({ ...segment, text: pairText(key, fields[key], segment.flow) })
  }
  const added = Object.keys(fields)
    .filter((key) => !(key in was))
    .sort((a, b) => rank(a) - rank(b))
  for (const key of added) {
    const at = kept.findIndex((s) => rank(s.key) > rank(key))
    const flow = isWordList(fields[key])
    const segment = { key, lead: '', text: pairText(key, fields[key], flow), flow }
    kept.splice(at === -1 ? kept.length : at, 0, segment)
  }
  const frontMatter = read.head + kept.map((s) => s.lead + s.text).join('')
  const ending = body.length > 0 && !body.endsWith('\n') ? '\n' : ''
  return `---\n${frontMatter}${frontMatter.endsWith('\n') || frontMatter === '' ? '' : '\n'}---\n${body}${ending}`
}
