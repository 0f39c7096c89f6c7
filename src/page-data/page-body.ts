import { createSerializationAdapter } from '@tanstack/react-router'
import type { PageResult } from '../model/registry'
import { hasBuildOnly, withoutBuildOnly } from './build-only'

/** Marks the element that holds the page's body, which hydration reads back. */
export const PAGE_BODY_ATTRIBUTE = 'data-page-body'

/** A page whose body is Markdown rendered to HTML: an article, a bio, a portfolio. */
export type ResultWithBody = Extract<PageResult, { html: string }>

const TEMPLATES_WITH_BODY = new Set<string>(['article', 'bio', 'portfolio'] satisfies Array<
  ResultWithBody['template']
>)

export function hasBody(value: unknown): value is ResultWithBody {
  if (typeof value !== 'object' || value === null) return false
  const { template, html } = value as { template?: unknown; html?: unknown }
  return (
    typeof template === 'string' && TEMPLATES_WITH_BODY.has(template) && typeof html === 'string'
  )
}

/** The body as the prerendered page shows it: what hydration renders, unchanged. */
function bodyInDocument(): string {
  return document.querySelector(`[${PAGE_BODY_ATTRIBUTE}]`)?.innerHTML ?? ''
}

/**
 * The body of a page is its largest part, and the prerendered HTML shows it:
 * the router's hydration state leaves it out, and the browser reads it back
 * from the page before hydrating. Otherwise each page would carry it twice,
 * once escaped inside a script, for a fifth more bytes to write, compress,
 * send and parse. Page data fetched for a client-side navigation keeps it.
 */
export const pageBodyAdapter = createSerializationAdapter({
  key: 'page-body',
  test: hasBody,
  // Only the server dehydrates: the browser's bundle leaves the pruning out.
  toSerializable: ({ html, ...rest }: ResultWithBody) =>
    import.meta.env.SSR ? withoutBuildOnly(rest) : rest,
  fromSerializable: (rest): ResultWithBody => ({ ...rest, html: bodyInDocument() }),
})

/** A page's result whose body is not read back, but which carries build-only parts (chart blocks). */
function hasBuildOnlyParts(value: unknown): value is Exclude<PageResult, ResultWithBody> {
  if (typeof value !== 'object' || value === null || hasBody(value)) return false
  return typeof (value as { template?: unknown }).template === 'string' && hasBuildOnly(value)
}

/**
 * The geometry charts are drawn from is the build's alone: hydration keeps
 * the drawn charts the page shows (src/site/build-time-markup.ts), so the
 * router's state leaves the geometry out.
 */
export const buildOnlyAdapter = createSerializationAdapter({
  key: 'build-only',
  test: (value: unknown): value is Exclude<PageResult, ResultWithBody> =>
    import.meta.env.SSR && hasBuildOnlyParts(value),
  toSerializable: (result: Exclude<PageResult, ResultWithBody>) =>
    import.meta.env.SSR ? withoutBuildOnly(result) : result,
  fromSerializable: (result): Exclude<PageResult, ResultWithBody> => result,
})
