import type { AdminViewServerProps } from 'payload'

import { AdminViewShell } from '@/components/admin/views/AdminViewShell'

/** /admin/ideas (issue 17). */
export function IdeasView(props: AdminViewServerProps) {
  return (
    <AdminViewShell {...props} view="ideas" heading="Ideas">
      {() => null}
    </AdminViewShell>
  )
}
