import type { MouseEvent, ReactNode } from 'react'
import { useAuthScreenEnv } from './screen-env'

/** A link to another page of the site, followed in the app (a new tab or window still works). */
export function ScreenLink({ href, children }: { href: string; children: ReactNode }) {
  const env = useAuthScreenEnv()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    env.navigate(href)
  }
  return (
    <a href={href} onClick={follow}>
      {children}
    </a>
  )
}
