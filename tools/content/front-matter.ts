import type { InputProblem } from './errors'
import { parseYaml, salvageYaml, type YamlSource } from './yaml-with-lines'

export interface ParsedSource extends YamlSource {
  body: string
  /** 1-based line of the body's first line in the file. */
  bodyLine: number
}

export interface UnreadFrontMatter {
  problems: InputProblem[]
  /** What can still be read of front matter that is not valid YAML (see salvageYaml). */
  salvaged?: unknown
}

/** Splits `---` front matter from a Markdown body and parses it as YAML, keeping positions. */
export function parseFrontMatter(file: string, source: string): ParsedSource | UnreadFrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (!text.startsWith('---\n')) {
    return {
      problems: [
        {
          file,
          line: 1,
          message: 'the file must start with a "---" line opening its front matter',
        },
      ],
    }
  }
  const close = /^---[ \t]*$/m.exec(text.slice(4))
  if (!close) {
    return {
      problems: [
        { file, line: 1, message: 'the front matter is never closed: add a "---" line after it' },
      ],
    }
  }
  const end = 4 + close.index
  const yaml = parseYaml(file, text.slice(4, end), 2)
  if (Array.isArray(yaml)) {
    return {
      problems: yaml.map((p) => ({ ...p, message: `front matter is ${p.message}` })),
      salvaged: salvageYaml(text.slice(4, end)),
    }
  }
  const afterClose = text.indexOf('\n', end)
  return {
    ...yaml,
    body: afterClose === -1 ? '' : text.slice(afterClose + 1),
    bodyLine: text.slice(0, afterClose + 1).split('\n').length,
  }
}
