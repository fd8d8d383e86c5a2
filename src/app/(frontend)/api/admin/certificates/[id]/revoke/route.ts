import { CERTIFICATE_TEXT, revokeSchema } from '@/schemas/certificates'
import { CERTIFICATE_NOT_FOUND, revokeCertificate } from '@/services/courses/certificates'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { idParam } from '@/web/params'
import { route } from '@/web/route'

/**
 * POST /api/admin/certificates/{id}/revoke {reason} → {message, certificate: {id, verifyId,
 * revokedAt, revokedReason}}: the certificate is revoked, and its verify page says so with the
 * reason. 400 for a blank reason or one over 500 characters; 409 when it is already revoked (the
 * first revocation's time and reason stay); 404 for an unknown id. Admins only (401, 403).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    access: 'admin',
    accessFirst: true,
    body: 'json',
    params: idParam(CERTIFICATE_NOT_FOUND),
    schema: revokeSchema,
    cache: CACHE.privateNoStore,
    handler: async ({ params: id, input }) => ({
      message: CERTIFICATE_TEXT.revoked,
      certificate: await revokeCertificate(await getPayloadClient(), id, input.reason),
    }),
  },
})
