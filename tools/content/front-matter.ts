import { LineCounter, parseDocument, isNode, type Document } from 'yaml'
import type { InputProblem } from './errors'

export interface ParsedSource {
  data: unknown
  body: string
  /** 1-based line of the body's first line in the file. */
  bodyLine: number
  /** Line of a front-matter field, by its path; the opening `---` line when unknown. */
  lineOf(path: ReadonlyArray<PropertyKey>): number
}

/**
 * Splits `---` front matter from a Markdown body and parses it as YAML,
 * keeping positions so schema errors can name a line.
 */
export function parseFrontMatter(file: string, source: string): ParsedSource | InputProblem[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (!text.startsWith('---\n')) {
    return [
      { file, line: 1, message: 'the file must start with a "---" line opening its front matter' },
    ]
  }
  const end = text.indexOf('\n---', 3)
  const close = end === -1 ? -1 : text.slice(end + 1).search(/^---[ \t]*(\n|$)/)
  if (end === -1 || close !== 0) {
    return [
      { file, line: 1, message: 'the front matter is never closed: add a "---" line after it' },
    ]
  }
  const yamlText = text.slice(4, end + 1)
  const counter = new LineCounter()
  const doc: Document = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false })
  // +1 for the opening `---` line.
  const lineAt = (offset: number) => counter.linePos(offset).line + 1
  if (doc.errors.length > 0) {
    return doc.errors.map((e) => ({
      file,
      line: lineAt(e.pos[0]),
      message: `front matter is not valid YAML: ${e.message.split('\n')[0]}`,
    }))
  }
  const afterClose = text.indexOf('\n', end + 1)
  const body = afterClose === -1 ? '' : text.slice(afterClose + 1)
  return {
    data: doc.toJS(),
    body,
    bodyLine: text.slice(0, afterClose + 1).split('\n').length,
    lineOf(path) {
      for (let depth = path.length; depth > 0; depth--) {
        const node = doc.getIn(path.slice(0, depth) as unknown[], true)
        if (isNode(node) && node.range) return lineAt(node.range[0])
      }
      return 1
    },
  }
}
