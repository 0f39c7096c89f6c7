import { renderMarkdown } from '../../content/markdown'

/**
 * Decap's Markdown editor writes the whole body anew on any edit in it
 * (`-` bullets become `*`, brackets gain backslashes, blank lines multiply), so
 * a one-word edit showed as a rewrite of the page to a reviewer. The body is
 * written back as it was, block by block: a paragraph, list or heading that
 * renders as one the file had is written with that one's text.
 */

/** The blocks of a Markdown text: what blank lines separate. */
const blocksOf = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .map((b) => b.replace(/^\n+|\n+$/g, ''))
    .filter((b) => b.trim() !== '')

export function bodyAsWritten(was: string, now: string): string {
  if (was === now) return now
  const before = blocksOf(was)
  const byHtml = new Map<string, string>()
  for (const block of before) {
    const html = renderMarkdown(block).html
    if (!byHtml.has(html)) byHtml.set(html, block)
  }
  const after = blocksOf(now).map((block) => byHtml.get(renderMarkdown(block).html) ?? block)
  // Nothing but the writing changed: the file stays byte for byte.
  if (after.length === before.length && after.every((b, i) => b === before[i])) return was
  const ending = was.endsWith('\n') || now.endsWith('\n') ? '\n' : ''
  return after.join('\n\n') + ending
}
