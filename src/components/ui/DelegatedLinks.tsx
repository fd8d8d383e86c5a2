'use client'

import { useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Client-side navigation for the plain <a> links of a long list, with one click handler for the
 * whole list instead of one <Link> component per card: hydration stays cheap on a phone, and
 * navigation stays in-app (the floating player keeps playing). Modified clicks, other origins and
 * target="_blank" behave as ordinary links.
 */
export function DelegatedLinks({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    router.push(`${url.pathname}${url.search}${url.hash}`)
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates the links' own clicks; keyboard activation of a link fires click too
    <div className={className} onClick={onClick}>
      {children}
    </div>
  )
}
