import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { changePasswordSchema } from '@/schemas/auth'
import { changePassword } from '@/services/accounts/account'
import { requireUser } from '@/services/accounts/auth'
import { enforceLoginLimits } from '@/services/accounts/loginGuard'
import { poolOf } from '@/services/platform/shared'

/**
 * POST /api/account/password {currentPassword, newPassword} → {success: true}. The new password
 * follows the register rules; every other session of the account ends. 400 for a wrong current
 * password (guesses count like logins), 401 signed out.
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const user = await requireUser(payload, request.headers)
    await enforceLoginLimits(poolOf(payload), request.headers, user.username)
    await changePassword(payload, user, changePasswordSchema.parse(body))
    return ok({ success: true }, { headers: PRIVATE_NO_STORE })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
