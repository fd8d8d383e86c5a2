import { assertSameOrigin, handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { expiredSessionCookie, logOut } from '@/services/accounts/auth'

/**
 * POST /api/auth/logout → {success: true}: the session is revoked on the server (its token opens
 * nothing any more) and the cookie expires. Without a session it answers the same.
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    assertSameOrigin(request)
    const payload = await getPayloadClient()
    await logOut(payload, request.headers)
    return ok({ success: true }, { headers: { ...PRIVATE_NO_STORE, 'Set-Cookie': expiredSessionCookie(payload) } })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
