import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { PAGE_BODY_ATTRIBUTE } from '../page-data/page-body'

/**
 * Markdown rendered and sanitized at build time. Internal links inside it
 * navigate client-side, like the router's own links, instead of reloading.
 * `pageBody` marks the page's own body, which hydration reads back from the
 * page (see page-body.ts).
 */
export function RichText({ html, pageBody = false }: { html: string; pageBody?: boolean }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    void router.navigate({ href: url.pathname + url.search + url.hash })
  }
  // Enter on a focused link fires the same click event, so keyboards are covered too.
  return (
    <div
      className="rich-text"
      {...(pageBody ? { [PAGE_BODY_ATTRIBUTE]: '' } : {})}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
