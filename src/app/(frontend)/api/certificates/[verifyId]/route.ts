import { handle, methodNotAllowed, ok } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { getCertificate } from '@/services/courses/certificates'

/**
 * GET /api/certificates/{verifyId} → {certificate: {holderName, course, issuedAt, status}}: public
 * verification; 404 'Certificate not found'. A revoked one answers only {status: 'revoked',
 * revokedAt} (holderName, course and issuedAt null): it names no one.
 */
export const GET = (_request: Request, { params }: { params: Promise<{ verifyId: string }> }) =>
  handle(async () => {
    const { verifyId } = await params
    return ok({ certificate: await getCertificate(await getPayloadClient(), verifyId) }, { headers: { 'X-Robots-Tag': 'noindex' } })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
