import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A site path navigates client-side; anything else (https, mailto, tel) is a plain link. */
export function SmartLink({
  href,
  children,
  className,
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  const external = href.startsWith('https://')
  return (
    <a href={href} className={className} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
