import { handle, methodNotAllowed, ok, readJson } from '@/web/http'
import { mailboxKey } from '@/lib/mailbox'
import { getPayloadClient } from '@/services/platform/payload'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { manageLinkSchema } from '@/schemas/donation'
import { sendManageLinks } from '@/services/donations/donorPortal'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/donations/manage-link {email} → {message}: e-mails a fresh manage link for each
 * monthly gift of that address (issue 14). The same answer whether or not the address gives
 * monthly; limited per client and per mailbox.
 */
export const POST = (request: Request) =>
  handle(async () => {
    const body = await readJson(request)
    const { email } = manageLinkSchema.parse(body)
    const payload = await getPayloadClient()
    await enforceRateLimit(poolOf(payload), 'donor_link', [clientKey(request.headers), mailboxKey(email)])
    const message = await sendManageLinks(payload, email)
    sendQueuedMailSoon()
    return ok({ message }, { headers: { 'Cache-Control': 'no-store' } })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
