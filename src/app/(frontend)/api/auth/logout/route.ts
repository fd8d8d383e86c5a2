import { expiredSessionCookie, logOut } from '@/services/accounts/auth'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE, ok } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/auth/logout → {success: true}: the session is revoked on the server (its token opens
 * nothing any more) and the cookie expires. Without a session it answers the same.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    sameOrigin: true,
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request }) => {
      const payload = await getPayloadClient()
      await logOut(payload, request.headers)
      return ok({ success: true }, { headers: { 'Set-Cookie': expiredSessionCookie(payload) } })
    },
  },
})
