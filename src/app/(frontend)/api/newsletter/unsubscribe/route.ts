import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { tokenSchema } from '@/schemas/newsletter'
import { unsubscribe } from '@/services/newsletter'

/**
 * POST /api/newsletter/unsubscribe: no login, effective at once. Takes the signed token from the
 * query string (RFC 8058 one-click: a mail program POSTs `List-Unsubscribe=One-Click` as a form
 * to the List-Unsubscribe URL) or from a JSON body {token} (the /newsletter/unsubscribe page).
 */
export const POST = (request: Request) =>
  handle(async () => {
    let token = new URL(request.url).searchParams.get('token')
    if (!token && request.headers.get('content-type')?.includes('application/json')) {
      token = ((await request.json().catch(() => ({}))) as { token?: string }).token ?? null
    }
    const parsed = tokenSchema.parse({ token: token ?? undefined })
    await unsubscribe(await getPayloadClient(), parsed.token)
    return ok({ success: true })
  })
