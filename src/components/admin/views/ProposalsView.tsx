import type { AdminViewServerProps } from 'payload'

import { AdminViewShell } from '@/components/admin/views/AdminViewShell'

/** /admin/proposals (issue 17). */
export function ProposalsView(props: AdminViewServerProps) {
  return (
    <AdminViewShell {...props} view="proposals" heading="Proposals">
      {() => null}
    </AdminViewShell>
  )
}
