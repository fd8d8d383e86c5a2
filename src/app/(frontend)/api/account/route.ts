import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { deleteAccountSchema } from '@/schemas/auth'
import { deleteAccount, getAccountOverview } from '@/services/accounts/account'
import { expiredSessionCookie, requireUser } from '@/services/accounts/auth'
import { enforceLoginLimits } from '@/services/accounts/loginGuard'
import { poolOf } from '@/services/platform/shared'

/** GET /api/account → {success: true, account: {username, roles, memberSince, courses, certificates}}; 401 signed out. */
export const GET = (request: Request) =>
  handleAuth(async () => {
    const payload = await getPayloadClient()
    const user = await requireUser(payload, request.headers)
    return ok({ success: true, account: await getAccountOverview(payload, user) }, { headers: PRIVATE_NO_STORE })
  })

/**
 * DELETE /api/account {password} → {success: true}: the account, its progress and enrollments
 * go, its certificates are revoked, the cookie expires. 400 for a wrong password (password
 * guesses count like logins: src/services/accounts/loginGuard.ts).
 */
export const DELETE = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const user = await requireUser(payload, request.headers)
    await enforceLoginLimits(poolOf(payload), request.headers, user.username)
    const { password } = deleteAccountSchema.parse(body)
    await deleteAccount(payload, user, password)
    return ok({ success: true }, { headers: { ...PRIVATE_NO_STORE, 'Set-Cookie': expiredSessionCookie(payload) } })
  })

const notAllowed = methodNotAllowed('GET', 'DELETE')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH }
