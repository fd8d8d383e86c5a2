import { handle, ok, readJson, methodNotAllowed } from '@/web/http'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { tokenSchema } from '@/schemas/newsletter'
import { confirmSubscription } from '@/services/community/newsletter'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/newsletter/confirm {token}: the button on /newsletter/confirm (never a GET, so mail
 * scanners that open links cannot confirm). 410 when the link expired or was used. Counted
 * against its own limit, not the sign-up one: a 256-bit token cannot be guessed, and a household
 * behind one address should not run out of sign-ups by confirming; the limit only stops floods.
 */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'confirm', [clientKey(request.headers)])
    const { token } = tokenSchema.parse(body)
    await confirmSubscription(payload, token)
    sendQueuedMailSoon()
    return ok({ success: true })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
