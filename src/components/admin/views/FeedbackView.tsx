import type { AdminViewServerProps } from 'payload'

import { AdminViewShell } from '@/components/admin/views/AdminViewShell'

/** /admin/feedback (issue 17). */
export function FeedbackView(props: AdminViewServerProps) {
  return (
    <AdminViewShell {...props} view="feedback" heading="Feedback">
      {() => null}
    </AdminViewShell>
  )
}
