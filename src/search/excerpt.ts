import { decodeEntities } from '../site/html-entities'

/** A piece of a result's excerpt: the words the query matched are marked. */
export interface ExcerptPart {
  text: string
  mark: boolean
}

/**
 * The excerpt the index gives (escaped text with `<mark>` around the matched
 * words) as plain text parts, so it renders as text, never as HTML: any other
 * tag stays the text it was.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const push = (text: string, mark: boolean) => {
    const decoded = decodeEntities(text)
    if (decoded === '') return
    const last = parts.at(-1)
    if (last && last.mark === mark) last.text += decoded
    else parts.push({ text: decoded, mark })
  }
  const pattern = /<mark>([\s\S]*?)<\/mark>/g
  let at = 0
  for (const match of excerpt.matchAll(pattern)) {
    push(excerpt.slice(at, match.index), false)
    push(match[1] ?? '', true)
    at = match.index + match[0].length
  }
  push(excerpt.slice(at), false)
  return parts
}
