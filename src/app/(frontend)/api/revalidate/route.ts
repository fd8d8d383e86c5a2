import { env } from '@/lib/env'
import { readToken } from '@/lib/signedToken'
import { z } from '@/lib/zod'
import { expireTags, REVALIDATE_PURPOSE } from '@/services/platform/revalidate'
import { jsonError, parseJsonObject, readBodyText } from '@/web/http'
import { route } from '@/web/route'

const bodySchema = z.object({ tags: z.array(z.string().max(50)).min(1).max(10) })

/**
 * POST /api/revalidate {tags} with X-Revalidate-Token (signed with PAYLOAD_SECRET, one minute):
 * expires the pages' cache tags for a job that wrote outside a request (src/services/platform/revalidate.ts).
 * Only known tags; 401 without a valid token, checked before the body is read (a server's call:
 * no same-origin or media-type check).
 */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: {
    handler: async ({ request }) => {
      const check = readToken(env.payloadSecret, REVALIDATE_PURPOSE, request.headers.get('x-revalidate-token'))
      if (!check.valid) return jsonError(401, 'A valid revalidation token is required.')
      const { tags } = bodySchema.parse(parseJsonObject(await readBodyText(request)))
      return { revalidated: expireTags(tags) }
    },
  },
})
