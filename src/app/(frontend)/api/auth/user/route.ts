import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { currentUser, sessionUser } from '@/services/accounts/auth'

/** GET /api/auth/user → {success: true, user: {username, roles} | null} (SPEC §4: null means logged out). */
export const GET = (request: Request) =>
  handleAuth(async () => {
    const payload = await getPayloadClient()
    const user = await currentUser(payload, request.headers)
    return ok({ success: true, user: user ? sessionUser(user) : null }, { headers: PRIVATE_NO_STORE })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
