import { createHash } from 'node:crypto'

/** The CSP sources allowing a document's inline scripts and style elements, by hash. */
export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

/** What the browser would run or apply inline, but the policy blocks unless allowed otherwise. */
export interface InlineFinding {
  /** `style attribute`, `event handler attribute`, `javascript: URL` */
  kind: string
  excerpt: string
}

const ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC = /\ssrc\s*=/i
/** The script types a browser runs (the HTML standard's JavaScript MIME types, and modules). */
const EXECUTABLE =
  /^(|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/

/** The CSP source for a text: `'sha256-<base64>'` of its UTF-8 bytes, as browsers compute it. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

function isExecutable(attributes: string): boolean {
  if (SRC.test(attributes)) return false
  const match = TYPE.exec(attributes)
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase()
  return EXECUTABLE.test(type)
}

/**
 * The hashes of a document's inline scripts (data blocks such as
 * `type="application/json"` and scripts with `src` excluded) and `<style>`
 * elements, each once, sorted: documents with the same inline code get the same lists.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(ELEMENT)) {
    if (tag.toLowerCase() === 'style') styles.add(sha256Source(text))
    else if (isExecutable(attributes)) scripts.add(sha256Source(text))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/** A start tag with its attributes, quoted values read whole (a `>` or `on…=` inside a value is text). */
const START_TAG =
  /<[a-z][a-z0-9-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction'])

/** What the policy would block in one attribute, if anything. */
function findingOf(name: string, value: string): string | undefined {
  if (name === 'style' && value.trim() !== '') return 'style attribute'
  if (/^on[a-z]+$/.test(name)) return 'event handler attribute'
  if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) return 'javascript: URL'
  return undefined
}

/**
 * Inline code no hash can allow under the site's policy (it has no
 * 'unsafe-hashes'): the build names each, the page and the fix. Scripts and
 * style elements are taken out first, as their text is not markup; attribute
 * values are read as values, so text about `onerror=` in a description is not code.
 */
export function blockedInline(html: string): InlineFinding[] {
  const markup = html.replace(ELEMENT, '')
  const findings: InlineFinding[] = []
  for (const [tag, attributes = ''] of markup.matchAll(START_TAG)) {
    for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const kind = findingOf(name.toLowerCase(), double ?? single ?? bare ?? '')
      if (kind) findings.push({ kind, excerpt: tag.slice(0, 120) })
    }
  }
  return findings
}

/** What the security headers need of one document: its inline code's hashes, and what no hash allows. */
export interface DocumentScan {
  hashes: InlineHashes
  blocked: InlineFinding[]
}

export const scanDocument = (html: string): DocumentScan => ({
  hashes: inlineHashes(html),
  blocked: blockedInline(html),
})
