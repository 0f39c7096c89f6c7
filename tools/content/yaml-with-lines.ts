import { LineCounter, isNode, parseDocument } from 'yaml'
import type { z } from 'zod'
import type { InputProblem } from './errors'

export interface YamlSource {
  data: unknown
  /** 1-based file line of the value at `path`, or of its nearest located parent. */
  lineOf(path: ReadonlyArray<PropertyKey>): number
}

/**
 * Parses YAML keeping positions. `firstLine` is the file line the text starts on
 * (front matter starts on line 2, after `---`).
 */
export function parseYaml(file: string, text: string, firstLine = 1): YamlSource | InputProblem[] {
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false })
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => ({
      file,
      line: lineAt(e.pos[0]),
      message: `not valid YAML: ${e.message.split('\n')[0]}`,
    }))
  }
  return {
    data: doc.toJS(),
    lineOf(path) {
      for (let depth = path.length; depth > 0; depth--) {
        const node = doc.getIn(path.slice(0, depth) as unknown[], true)
        if (isNode(node) && node.range) return lineAt(node.range[0])
      }
      return Math.max(1, firstLine - 1)
    },
  }
}

/**
 * A lookup of `source`'s lines that keeps only the top-level fields of `data`
 * and the items of its top-level lists, and not the parsed document: a check
 * that runs once every file is read asks for no more, and the documents of a
 * large site (about 15 KB a page, with the file's text) would otherwise all be
 * in memory at once. Deeper paths fall back to their top-level field.
 */
export function topLevelLines(
  source: YamlSource,
  data: Record<string, unknown>,
): YamlSource['lineOf'] {
  const lines = new Map<string, number>()
  // Plain loops: a callback using `source` would keep it alive in the closure returned.
  for (const [key, value] of Object.entries(data)) {
    lines.set(key, source.lineOf([key]))
    if (!Array.isArray(value)) continue
    for (let k = 0; k < value.length; k++) lines.set(`${key}\0${k}`, source.lineOf([key, k]))
  }
  const fallback = source.lineOf([])
  return (path) =>
    lines.get(path.slice(0, 2).map(String).join('\0')) ?? lines.get(String(path[0])) ?? fallback
}

/** Schema issues as problems an editor can act on, each on the line of its field. */
export function schemaProblems(
  file: string,
  source: YamlSource,
  error: z.ZodError,
): InputProblem[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : []
    const path = keys.length > 0 ? [...issue.path, keys[0] ?? ''] : issue.path
    const field = path.map(String).join('.') || undefined
    const message =
      issue.code === 'unrecognized_keys'
        ? 'unknown field: remove it or check its spelling'
        : issue.code === 'invalid_type' && issue.input === undefined
          ? `missing: add ${issue.path.map(String).at(-1) ?? 'it'}`
          : issue.message
    return { file, line: source.lineOf(path), ...(field ? { field } : {}), message }
  })
}

/** Parses and validates in one go; returns the typed data or the problems. */
export function validateYaml<T>(
  file: string,
  source: YamlSource,
  schema: z.ZodType<T>,
): { data: T } | { problems: InputProblem[] } {
  const result = schema.safeParse(source.data ?? {})
  return result.success
    ? { data: result.data }
    : { problems: schemaProblems(file, source, result.error) }
}
