'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * The view scrolls to the top on every navigation to another page (SPEC). Left alone: the first
 * load (a link to `/account#account-email-section` lands on that section, a reload keeps its
 * place) and an address with a #fragment (Next scrolls to that element).
 */
export function ScrollToTop() {
  const pathname = usePathname()
  // the path last seen: unchanged on the first render and on Strict Mode's second run
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])
  return null
}
