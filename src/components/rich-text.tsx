import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

/**
 * Markdown rendered and sanitized at build time. Internal links inside it
 * navigate client-side, like the router's own links, instead of reloading.
 */
export function RichText({ html }: { html: string }) {
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
  return <div className="rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
