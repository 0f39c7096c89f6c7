/**
 * A small YAML writer for the benchmark corpus, in the style editors write by
 * hand: block maps, flow lists of scalars, flow maps of a few scalars, `|` for
 * multi-line text. Strings are quoted only where a plain scalar could be misread.
 * Deterministic and fast, which a general-purpose stringifier need not be.
 */
type YamlScalar = string | number | boolean | null | undefined
export type YamlValue = YamlScalar | readonly YamlValue[] | { readonly [key: string]: YamlValue }
export type YamlMap = { readonly [key: string]: YamlValue }

/** A plain scalar starts with a letter, digit or `/` and holds no `: `, ` #` or line break. */
const PLAIN_START = /^[\p{L}\p{N}/]/u
const PLAIN_BREAKER = /: |:$| #|\n|\s$/
/** Inside `[...]` and `{...}` these end a plain scalar too. */
const FLOW_BREAKER = /[,[\]{}]/
const MISREAD = /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*)?\.?\d+(?:e[-+]?\d+)?)$/i

function isScalar(v: YamlValue): v is YamlScalar {
  return v === null || v === undefined || typeof v !== 'object'
}

function isList(v: YamlValue): v is readonly YamlValue[] {
  return Array.isArray(v)
}

/** A scalar as YAML: plain where it reads back as the same string, else single-quoted. */
export function yamlScalar(v: YamlScalar, flow = false): string {
  if (v === null || v === undefined) return 'null'
  if (typeof v !== 'string') return String(v)
  const plain =
    PLAIN_START.test(v) &&
    !PLAIN_BREAKER.test(v) &&
    !MISREAD.test(v) &&
    !(flow && FLOW_BREAKER.test(v))
  return plain ? v : `'${v.replace(/'/g, "''")}'`
}

const isFlowScalar = (v: YamlValue): v is YamlScalar =>
  isScalar(v) && !(typeof v === 'string' && v.includes('\n'))

function flowMap(map: YamlMap): string | undefined {
  const parts: string[] = []
  for (const [k, v] of Object.entries(map)) {
    if (v === undefined) continue
    if (!isFlowScalar(v)) return undefined
    parts.push(`${k}: ${yamlScalar(v, true)}`)
  }
  const text = `{ ${parts.join(', ')} }`
  return text.length <= 90 ? text : undefined
}

function flowList(list: readonly YamlValue[]): string | undefined {
  const parts: string[] = []
  for (const v of list) {
    if (!isFlowScalar(v)) return undefined
    parts.push(yamlScalar(v, true))
  }
  return `[${parts.join(', ')}]`
}

function emitValue(key: string, value: YamlValue, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent)
  if (value === undefined) return
  if (isScalar(value)) {
    if (typeof value === 'string' && value.includes('\n')) {
      out.push(`${pad}${key}: |`)
      for (const line of value.replace(/\n$/, '').split('\n'))
        out.push(line ? `${pad}  ${line}` : '')
    } else out.push(`${pad}${key}: ${yamlScalar(value)}`)
    return
  }
  if (isList(value)) {
    const flow = value.length === 0 ? '[]' : flowList(value)
    if (flow !== undefined) {
      out.push(`${pad}${key}: ${flow}`)
      return
    }
    out.push(`${pad}${key}:`)
    for (const item of value) emitItem(item, indent + 2, out)
    return
  }
  const flow = flowMap(value)
  if (flow !== undefined) {
    out.push(`${pad}${key}: ${flow}`)
    return
  }
  out.push(`${pad}${key}:`)
  emitMap(value, indent + 2, out)
}

function emitItem(item: YamlValue, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent)
  if (isScalar(item)) {
    out.push(`${pad}- ${yamlScalar(item)}`)
    return
  }
  if (isList(item)) {
    out.push(`${pad}- ${flowList(item) ?? '[]'}`)
    return
  }
  const flow = flowMap(item)
  if (flow !== undefined) {
    out.push(`${pad}- ${flow}`)
    return
  }
  const lines: string[] = []
  emitMap(item, indent + 2, lines)
  const [first, ...rest] = lines
  if (first === undefined) {
    out.push(`${pad}- {}`)
    return
  }
  out.push(`${pad}- ${first.slice(indent + 2)}`, ...rest)
}

function emitMap(map: YamlMap, indent: number, out: string[]): void {
  for (const [key, value] of Object.entries(map)) emitValue(key, value, indent, out)
}

/** The YAML text of a map, ending with a newline. */
export function toYaml(map: YamlMap): string {
  const out: string[] = []
  emitMap(map, 0, out)
  return `${out.join('\n')}\n`
}
