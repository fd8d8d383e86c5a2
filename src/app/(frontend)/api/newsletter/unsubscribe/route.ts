import { tokenSchema } from '@/schemas/newsletter'
import { UNSUBSCRIBE_PATH, unsubscribe } from '@/services/community/newsletter'
import { ServiceError } from '@/services/platform/errors'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { CACHE, mediaType, parseJsonObject, readBodyText } from '@/web/http'
import { route } from '@/web/route'

const FORM = 'application/x-www-form-urlencoded'

/**
 * POST /api/newsletter/unsubscribe: no login, effective at once. Takes the signed token from the
 * query string (RFC 8058 one-click: a mail program POSTs `List-Unsubscribe=One-Click` as a form
 * to the List-Unsubscribe URL) or from a JSON body {token} (the /newsletter/unsubscribe page).
 * The only form post /api accepts, so it reads its own body; like the others it refuses other
 * sites' pages (403), big bodies (413) and floods (429).
 *
 * GET /api/newsletter/unsubscribe?token=…: a person who opens the List-Unsubscribe address (a
 * mail program may show it as a link) is sent to the unsubscribe page with the same token, whose
 * one "Unsubscribe" button makes the POST. A GET changes nothing (RFC 8058: link scanners open it).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    handler: async ({ request }) => {
      const token = new URL(request.url).searchParams.get('token')
      const page = token ? `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}` : UNSUBSCRIBE_PATH
      return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': CACHE.noStore } })
    },
  },
  POST: {
    sameOrigin: true,
    handler: async ({ request }) => {
      const type = mediaType(request)
      if (type && type !== FORM && type !== 'application/json') {
        throw new ServiceError(415, 'Send the request as JSON or as the one-click unsubscribe form.')
      }
      const text = await readBodyText(request)
      let token = new URL(request.url).searchParams.get('token')
      if (!token && type === 'application/json') {
        const body = parseJsonObject(text)
        token = typeof body.token === 'string' ? body.token : null
      }
      const payload = await getPayloadClient()
      await enforceRateLimit(poolOf(payload), 'unsubscribe', [clientKey(request.headers)])
      const parsed = tokenSchema.parse({ token: token ?? undefined })
      await unsubscribe(payload, parsed.token)
      return { success: true }
    },
  },
})
