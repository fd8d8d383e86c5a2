import { handle, ok, readJson } from '@/lib/http'
import { sendQueuedMailSoon } from '@/lib/outbox'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, enforceRateLimit } from '@/lib/rateLimit'
import { tokenSchema } from '@/schemas/newsletter'
import { confirmSubscription } from '@/services/newsletter'
import { poolOf } from '@/services/shared'

/**
 * POST /api/newsletter/confirm {token}: the button on /newsletter/confirm (never a GET, so mail
 * scanners that open links cannot confirm). 410 when the link expired or was used.
 */
export const POST = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'newsletter', [clientIp(request.headers)])
    const { token } = tokenSchema.parse(await readJson(request))
    await confirmSubscription(payload, token)
    sendQueuedMailSoon(payload)
    return ok({ success: true })
  })
