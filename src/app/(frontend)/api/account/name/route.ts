import { handleAuth, methodNotAllowed, ok, PRIVATE_NO_STORE, readJson } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { displayNameSchema } from '@/schemas/auth'
import { setDisplayName } from '@/services/accounts/account'
import { requireUser } from '@/services/accounts/auth'

/**
 * POST /api/account/name {displayName} → {success: true, nameShown}: the name on the member's
 * certificates (empty: the username); valid certificates show it at once. 400 for a name over
 * 80 characters or with control characters; 401 signed out.
 */
export const POST = (request: Request) =>
  handleAuth(async () => {
    const body = await readJson(request)
    const payload = await getPayloadClient()
    const user = await requireUser(payload, request.headers)
    const { displayName } = displayNameSchema.parse(body)
    return ok({ success: true, nameShown: await setDisplayName(payload, user, displayName) }, { headers: PRIVATE_NO_STORE })
  })

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
