'use client'

import Link from 'next/link'

import { useSession } from '@/components/auth/session'

/** On /login and /register for someone already signed in: say so, and offer the way on. */
export function SignedInNotice({ returnTo }: { returnTo: string }) {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return (
    <p role="status" className="mt-6 rounded-xl bg-sage-50 p-4 text-center text-sm text-ink">
      You're logged in as <strong>{session.user.username}</strong>.{' '}
      <Link href={returnTo} className="font-medium text-sage-700 underline underline-offset-2">
        Continue
      </Link>
    </p>
  )
}
