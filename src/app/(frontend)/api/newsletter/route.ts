import { handle, ok, readJson } from '@/lib/http'
import { sendQueuedMailSoon } from '@/lib/outbox'
import { getPayloadClient } from '@/lib/payload'
import { clientIp, enforceRateLimit } from '@/lib/rateLimit'
import { newsletterSchema } from '@/schemas/newsletter'
import { normalizeEmail, subscribe } from '@/services/newsletter'
import { poolOf } from '@/services/shared'

/**
 * POST /api/newsletter {email, name}: a pending subscription and its confirmation mail. The same
 * answer whatever the address's state. Limited per client and per address (each sign-up mails).
 */
export const POST = (request: Request) =>
  handle(async () => {
    const payload = await getPayloadClient()
    const ip = clientIp(request.headers)
    await enforceRateLimit(poolOf(payload), 'newsletter', [ip])
    const input = newsletterSchema.parse(await readJson(request))
    await enforceRateLimit(poolOf(payload), 'newsletter', [`address:${normalizeEmail(input.email)}`])
    await subscribe(payload, input, { ip })
    sendQueuedMailSoon(payload)
    return ok({ success: true, message: "We've sent you a confirmation link. Please check your inbox." })
  })
