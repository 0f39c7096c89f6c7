import { createContext, useContext, type ReactNode } from 'react'
import { BUILD_TIME_MARKUP_ATTRIBUTE, markupFor } from '../site/build-time-markup'

/**
 * The server renderer's way to turn a React node into static markup: given
 * by `src/entry-server.tsx` only, so the browser's bundle has neither it nor
 * the components it draws (see src/site/build-time-markup.ts).
 */
export const BuildTimeRenderer = createContext<((id: string, node: ReactNode) => string) | null>(
  null,
)

interface BuildTimeMarkupProps {
  /** Unique in the site: the page's path and the piece's name. */
  id: string
  /**
   * What to draw, at build time only: callers pass `import.meta.env.SSR ? () => … : null`,
   * so the client bundle drops the components the closure names.
   */
  draw: (() => ReactNode) | null
  className?: string
}

/** Markup drawn by the build and taken as it is by the browser (charts). */
export function BuildTimeMarkup({ id, draw, className }: BuildTimeMarkupProps) {
  const render = useContext(BuildTimeRenderer)
  const html = render && draw ? render(id, draw()) : markupFor(id)
  return (
    <div
      className={className}
      {...{ [BUILD_TIME_MARKUP_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
