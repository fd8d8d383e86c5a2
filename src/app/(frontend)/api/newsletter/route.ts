import type { PoolClient } from 'pg'

import { handle, methodNotAllowed, ok, readJson } from '@/web/http'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { mailboxKey } from '@/lib/mailbox'
import { getPayloadClient } from '@/services/platform/payload'
import { clientIp, clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { newsletterRequestSchema } from '@/schemas/newsletter'
import { subscribe } from '@/services/community/newsletter'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/newsletter {email, name}: a pending subscription and its confirmation mail. The same
 * answer whatever the address's state. Limited per client and per mailbox (each mail counts).
 */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const ip = clientIp(request.headers)
    await enforceRateLimit(poolOf(payload), 'newsletter', [clientKey(request.headers)])
    const input = newsletterRequestSchema.parse(body)
    // Each mailed sign-up counts against its mailbox too (a+tag@, a.b@gmail.com and ab@ are one),
    // so one inbox cannot be flooded from many places; a repeat within minutes mails nothing and
    // does not count.
    const beforeMail = (connection: PoolClient) => enforceRateLimit(connection, 'newsletter', [mailboxKey(input.email)])
    await subscribe(payload, input, { ip, beforeMail })
    sendQueuedMailSoon()
    return ok({ success: true, message: "We've sent you a confirmation link. Please check your inbox." })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
