import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { adminViewRedirect, type AdminViewKey } from '@/components/admin/adminAccess'
import type { User } from '@/payload-types'

export type AdminViewShellProps = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  /** Which review view this is: its roles come from src/components/admin/adminAccess.ts */
  view: AdminViewKey
  heading: string
  /** A line under the heading */
  description?: ReactNode
  children: (user: User) => ReactNode | Promise<ReactNode>
}

/**
 * The frame of a custom admin view: Payload's DefaultTemplate (so the sidebar shows:
 * new root views get none, payload#17368) with a Gutter and a heading, and the role check ON THE
 * SERVER, before any data is read. Custom views are public by default: a visitor is sent to the
 * admin's login (and back here after), a signed-in user without the view's role to the admin's
 * unauthorized page. `children` is called only for an allowed user.
 *
 *   export default function FeedbackView(props: AdminViewServerProps) {
 *     return <AdminViewShell {...props} view="feedback" heading="Feedback">{() => <List />}</AdminViewShell>
 *   }
 */
export async function AdminViewShell({ initPageResult, params, searchParams, view, heading, description, children }: AdminViewShellProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { user, payload } = req
  const elsewhere = adminViewRedirect(view, user, {
    admin: payload.config.routes.admin,
    login: payload.config.admin.routes.login,
    unauthorized: payload.config.admin.routes.unauthorized,
  })
  if (elsewhere) redirect(elsewhere)
  const content = await children(user as User)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {/* Payload's template has no main landmark of its own; inside it, this header is not a second banner */}
      <main id="main-content">
        <Gutter>
          <header style={{ margin: 'calc(var(--base) * 1.5) 0 var(--base)' }}>
            <h1 style={{ margin: 0 }}>{heading}</h1>
            {description ? <p style={{ color: 'var(--theme-elevation-650)', margin: 'calc(var(--base) * 0.5) 0 0' }}>{description}</p> : null}
          </header>
          {content}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}
