'use client'

import Link from 'next/link'

import { useSession } from '@/components/auth/session'

const linkClass = 'text-ink-muted hover:text-ink hover:underline'

/**
 * The footer's account links, like the header's account corner: the page is cached for every
 * visitor, so the session is asked in the browser. Signed in: the member's account; otherwise
 * (and before the session is known, for visitors without JavaScript) log in or create one.
 */
export function FooterAccountLinks() {
  const session = useSession()
  if (session.status === 'signed-in') {
    return (
      <li>
        <Link className={linkClass} href="/account">
          Your account
        </Link>
      </li>
    )
  }
  return (
    <>
      <li>
        <Link className={linkClass} href="/login">
          Log in
        </Link>
      </li>
      <li>
        <Link className={linkClass} href="/register">
          Create an account
        </Link>
      </li>
    </>
  )
}
