'use client'

import { LogIn, UserRound } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { failureText, useLogout, useSession } from '@/components/auth/session'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { AUTH_TEXT } from '@/schemas/authCopy'
import { loadAfterSessionChange } from '@/components/auth/sessionChange'

/**
 * The header's account corner: nothing while the session is unknown, 'Log in' when
 * signed out, the username (a link to /account) and 'Log out' when signed in. `bar` is the
 * desktop header, `menu` the mobile side menu.
 */
export function AccountNav({ look, onNavigate }: { look: 'bar' | 'menu'; onNavigate?: () => void }) {
  const session = useSession()
  const logout = useLogout()
  const pathname = usePathname() ?? '/'

  const logOut = async () => {
    try {
      await logout.mutateAsync()
      onNavigate?.()
      // The account page is for members only: leave it; elsewhere load this page again, as a visitor sees it.
      loadAfterSessionChange(pathname.startsWith('/account') ? '/' : `${window.location.pathname}${window.location.search}`, {
        title: AUTH_TEXT.logoutTitle,
        description: AUTH_TEXT.logoutText,
        variant: 'success',
      })
    } catch (error) {
      toast({ title: AUTH_TEXT.logoutFailedTitle, description: failureText(error, AUTH_TEXT.logoutFallback), variant: 'destructive' })
    }
  }

  if (session.status === 'unknown') return look === 'bar' ? <span aria-hidden className="hidden w-20 lg:block" /> : null

  if (session.status === 'signed-out') {
    if (look === 'bar') {
      return (
        // On phones 'Log in' lives in the side menu: the bar keeps the logo, search and menu.
        <span className="hidden lg:block">
          <Link href="/login" className={buttonClass({ variant: 'secondary', size: 'sm' }, 'whitespace-nowrap')}>
            <LogIn aria-hidden className="size-4" /> Log in
          </Link>
        </span>
      )
    }
    return (
      <div className="grid gap-2 border-t border-sand-200 pt-4">
        <Link href="/login" onClick={onNavigate} className={buttonClass({ variant: 'secondary' })}>
          Log in
        </Link>
        <Link href="/register" onClick={onNavigate} className={buttonClass({ variant: 'ghost' })}>
          Create an account
        </Link>
      </div>
    )
  }

  const { username } = session.user
  const active = pathname.startsWith('/account')
  const account = (
    <Link
      href="/account"
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title="Your account"
      className={cn(
        'inline-flex min-w-0 items-center gap-1.5 rounded-lg font-medium transition-colors',
        look === 'bar' ? 'px-2 py-2 text-sm' : 'px-4 py-3 text-base',
        active ? 'bg-sage-100 text-sage-800' : 'text-ink hover:bg-sand-100',
      )}
    >
      <UserRound aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">Your account: </span>
      {/* In the narrow desktop bar (below xl) only the icon shows; the name stays for screen readers. */}
      <span data-testid="session-username" className={cn('truncate', look === 'bar' && 'sr-only max-w-[9rem] xl:not-sr-only')}>
        {username}
      </span>
    </Link>
  )
  const button = (
    <button
      type="button"
      onClick={logOut}
      disabled={logout.isPending}
      className={buttonClass({ variant: look === 'bar' ? 'ghost' : 'secondary', size: look === 'bar' ? 'sm' : 'md' }, 'whitespace-nowrap')}
    >
      Log out
    </button>
  )
  if (look === 'bar') {
    return (
      <div className="hidden min-w-0 items-center gap-1 lg:flex">
        {account}
        {button}
      </div>
    )
  }
  return (
    <div className="grid gap-2 border-t border-sand-200 pt-4">
      <p className="px-4 text-sm text-ink-muted">Logged in as</p>
      {account}
      {button}
    </div>
  )
}
