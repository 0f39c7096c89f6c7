import { CORE_SCHEMA, YAMLException, load } from 'js-yaml'
import { LineCounter, isNode, parseDocument } from 'yaml'
import type { z } from 'zod'
import type { InputProblem } from './errors'

export interface YamlSource {
  data: unknown
  /**
   * 1-based file line of the value at `path`, or of its nearest located parent.
   * It keeps a copy of the YAML text, not the file nor a parse, and parses the
   * text again on each call: lines are for problems, which most files never
   * have, and checks that run once every file is read would otherwise hold the
   * whole site's parsed documents at once.
   */
  lineOf(path: ReadonlyArray<PropertyKey>): number
}

/** The `yaml` package's parse, which knows where each value stands. */
function located(text: string, firstLine: number) {
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false })
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1
  return { doc, lineAt }
}

/**
 * Parses YAML keeping positions. `firstLine` is the file line the text starts on
 * (front matter starts on line 2, after `---`).
 *
 * The values come from js-yaml with its core schema, which reads them as the
 * `yaml` package does (a date stays a string) some nine times quicker. The
 * positions come from `yaml`, parsed only when a line is asked for, and for
 * invalid YAML, whose problems it words best.
 */
export function parseYaml(file: string, text: string, firstLine = 1): YamlSource | InputProblem[] {
  let data: unknown
  try {
    data = load(text, { schema: CORE_SCHEMA })
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    const { doc, lineAt } = located(text, firstLine)
    const problems = doc.errors.map((e) => ({ line: lineAt(e.pos[0]), reason: e.message }))
    // js-yaml refused what `yaml` accepts: its own reason and line, then.
    if (problems.length === 0) problems.push({ line: error.mark.line + firstLine, reason: error.reason })
    return problems.map(({ line, reason }) => ({
      file,
      line,
      message: `not valid YAML: ${reason.split('\n')[0]}`,
    }))
  }
  // A copy: `text` may be a slice of the whole file, which it would keep alive.
  const kept = Buffer.from(text)
  return {
    data,
    lineOf: (path) => {
      const { doc, lineAt } = located(kept.toString(), firstLine)
      for (let depth = path.length; depth > 0; depth--) {
        const node = doc.getIn(path.slice(0, depth) as unknown[], true)
        if (isNode(node) && node.range) return lineAt(node.range[0])
      }
      return Math.max(1, firstLine - 1)
    },
  }
}

/**
 * What can still be read of YAML that is not valid: the `yaml` package reads
 * on past a mistake. Only to tell what a broken file was meant to be (its
 * path), never as its data; undefined when nothing can be read.
 */
export function salvageYaml(text: string): unknown {
  try {
    return parseDocument(text, { prettyErrors: false }).toJS()
  } catch {
    return undefined
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
