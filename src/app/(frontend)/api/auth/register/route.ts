import { registerSchema } from '@/schemas/auth'
import { registerMember, sessionCookie } from '@/services/accounts/auth'
import { deviceCookie, normalizeUsername } from '@/services/accounts/loginGuard'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey } from '@/services/platform/rateLimit'
import { CACHE, ok } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/auth/register {username, password} → 201 {success: true, user: {username}}, signed
 * in (the session cookie, and the device cookie of a browser that signed in to the account). Always
 * a member: other fields of the body are ignored. 400 with the field's rule, 409 for a taken
 * username, 429 over the limit (per client, IPv6 by /64, and per username).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    rateLimit: {
      bucket: 'register',
      keys: ({ request, body }) => {
        const username = normalizeUsername(body.username)
        const client = clientKey(request.headers)
        return username ? [client, `user:${username}`] : [client]
      },
    },
    schema: registerSchema,
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ input }) => {
      const payload = await getPayloadClient()
      const { user, token } = await registerMember(payload, input)
      const headers = new Headers()
      headers.append('Set-Cookie', sessionCookie(payload, token))
      headers.append('Set-Cookie', deviceCookie(user.username))
      return ok({ success: true, user: { username: user.username } }, { status: 201, headers })
    },
  },
})
