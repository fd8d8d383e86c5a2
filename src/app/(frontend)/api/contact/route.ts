import { handle, ok, readJson, methodNotAllowed } from '@/web/http'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { mailboxKey } from '@/lib/mailbox'
import { getPayloadClient } from '@/services/platform/payload'
import { clientIp, clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { contactSchema } from '@/schemas/contact'
import { submitContactMessage } from '@/services/community/contact'
import { poolOf } from '@/services/platform/shared'

/** POST /api/contact {name, email, subject, message}: stored, then the two mails are queued. */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const ip = clientIp(request.headers)
    await enforceRateLimit(poolOf(payload), 'contact', [clientKey(request.headers)])
    const input = contactSchema.parse(body)
    // Each message mails its sender: one inbox (however its address is spelled) cannot be
    // flooded from many places either.
    await enforceRateLimit(poolOf(payload), 'contact', [mailboxKey(input.email)])
    // A filled honeypot gets the very same answer (stored as spam, nothing mailed).
    await submitContactMessage(payload, input, { ip })
    sendQueuedMailSoon()
    return ok({ success: true }, { status: 201 })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
