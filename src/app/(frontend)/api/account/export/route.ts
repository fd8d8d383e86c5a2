import { exportAccountData } from '@/services/accounts/account'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

/** GET /api/account/export → the member's own data as a JSON file to download; 401 signed out. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    access: 'member',
    errors: 'auth',
    cache: CACHE.privateNoStore,
    handler: async ({ user }) => {
      const data = await exportAccountData(await getPayloadClient(), user)
      const filename = `yoga-commons-${user.username}-${new Date().toISOString().slice(0, 10)}.json`
      return new Response(`${JSON.stringify(data, null, 2)}\n`, {
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
      })
    },
  },
})
