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
