import { checkRole } from '@/access/checkRole'
import { RevokeCertificateButton } from '@/components/admin/RevokeCertificateButton'
import type { Certificate, User } from '@/payload-types'

/**
 * The sidebar's 'Revoke certificate…' on a certificate's edit view: for admins, while the
 * certificate is valid. Once revoked the read-only 'Revoked at' and 'Revoked reason' above say
 * when and why. A server component: Payload renders it with the document's `data` and the `user`.
 */
export function RevokeCertificatePanel({ data, user }: { data?: Partial<Certificate> | null; user?: Partial<User> | null }) {
  if (!data?.id || data.revokedAt || !checkRole(['admin'], user)) return null
  return <RevokeCertificateButton certificateId={data.id} />
}
