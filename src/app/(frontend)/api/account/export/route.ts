import { handleAuth, methodNotAllowed, PRIVATE_NO_STORE } from '@/web/http'
import { getPayloadClient } from '@/services/platform/payload'
import { exportAccountData } from '@/services/accounts/account'
import { requireUser } from '@/services/accounts/auth'

/** GET /api/account/export → the member's own data as a JSON file to download; 401 signed out. */
export const GET = (request: Request) =>
  handleAuth(async () => {
    const payload = await getPayloadClient()
    const user = await requireUser(payload, request.headers)
    const data = await exportAccountData(payload, user)
    const filename = `yoga-commons-${user.username}-${new Date().toISOString().slice(0, 10)}.json`
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        ...PRIVATE_NO_STORE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    })
  })

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
