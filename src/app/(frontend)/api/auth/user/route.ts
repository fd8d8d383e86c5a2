import { currentUser, sessionUser } from '@/services/accounts/auth'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** GET /api/auth/user → {success: true, user: {username, roles} | null} (null: signed out). */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ request }) => {
      const user = await currentUser(await getPayloadClient(), request.headers)
      return { success: true, user: user ? sessionUser(user) : null }
    },
  },
})
