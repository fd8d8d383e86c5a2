import { displayNameSchema } from '@/schemas/auth'
import { setDisplayName } from '@/services/accounts/account'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/**
 * POST /api/account/name {displayName} → {success: true, nameShown}: the name on the member's
 * certificates (empty: the username); valid certificates show it at once. 400 for a name over
 * 80 characters or with control characters; 401 signed out.
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    body: 'json',
    access: 'member',
    schema: displayNameSchema,
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ user, input }) => ({ success: true, nameShown: await setDisplayName(await getPayloadClient(), user, input.displayName) }),
  },
})
