import { handle, ok, readJson } from '@/lib/http'
import { sendQueuedMailSoon } from '@/lib/outbox'
import { getPayloadClient } from '@/lib/payload'
import { tokenSchema } from '@/schemas/newsletter'
import { confirmSubscription } from '@/services/newsletter'

/**
 * POST /api/newsletter/confirm {token}: the button on /newsletter/confirm (never a GET, so mail
 * scanners that open links cannot confirm). 410 when the link expired or was used. Not counted
 * against the sign-up limit: a 256-bit token cannot be guessed, and a household behind one
 * address should not run out of sign-ups by confirming.
 */
export const POST = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    const { token } = tokenSchema.parse(await readJson(request))
    await confirmSubscription(payload, token)
    sendQueuedMailSoon(payload)
    return ok({ success: true })
  })
