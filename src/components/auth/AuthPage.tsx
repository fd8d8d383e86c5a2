import type { ReactNode } from 'react'

import { AuthForm } from '@/components/auth/AuthForm'
import { SignedInNotice } from '@/components/auth/SignedInNotice'
import { Card } from '@/components/ui/primitives'
import { safeReturnTo } from '@/lib/returnTo'

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>

const PAGES = {
  login: { title: 'Log in', lead: 'Welcome back. Log in to pick up your courses where you left off.' },
  register: {
    title: 'Create an account',
    lead: 'Free, and just a username and password: no e-mail needed. Your account keeps your course progress and certificates.',
  },
} as const

/**
 * /login and /register: a calm single card with the heading, a line of why, and the form. The
 * returnTo of the address (where to go afterwards) is honoured only for a path on this site.
 */
export async function AuthPage({ mode, searchParams }: { mode: 'login' | 'register'; searchParams: AuthSearchParams }) {
  const { returnTo: raw } = await searchParams
  const returnTo = safeReturnTo(Array.isArray(raw) ? raw[0] : raw)
  const { title, lead } = PAGES[mode]
  return (
    <AuthShell title={title} lead={lead} notice={<SignedInNotice returnTo={returnTo} />}>
      <AuthForm mode={mode} returnTo={returnTo} />
    </AuthShell>
  )
}

/** The calm single card of the account pages (/login, /register, /forgot-password, /reset-password). */
export function AuthShell({ title, lead, notice, children }: { title: string; lead: ReactNode; notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 pt-10 pb-6 sm:px-6 sm:pt-16">
      <h1 className="text-center text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-center text-ink-muted">{lead}</p>
      {notice}
      <Card className="mt-8 p-6 sm:p-8">{children}</Card>
    </div>
  )
}
