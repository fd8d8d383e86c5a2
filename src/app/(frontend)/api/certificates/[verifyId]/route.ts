import { getCertificate } from '@/services/courses/certificates'
import { getPayloadClient } from '@/services/platform/payload'
import { route } from '@/web/route'

/**
 * GET /api/certificates/{verifyId} → {certificate: {holderName, course, issuedAt, status}}: public
 * verification; 404 'Certificate not found'. A revoked one answers only {status: 'revoked',
 * revokedAt, revokedReason} (holderName, course and issuedAt null): it names no one.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    headers: { 'X-Robots-Tag': 'noindex' },
    handler: async ({ params }) => ({ certificate: await getCertificate(await getPayloadClient(), params.verifyId!) }),
  },
})
