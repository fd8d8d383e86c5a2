import { draftMode } from 'next/headers'

import { previewQuerySchema } from '@/schemas/preview'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * GET /api/preview?path=/poses/tree-pose: an editor's or admin's draft preview. Turns on Next's
   * draft mode for this browser and sends it (307) to the page, which then shows the latest draft
   * with a "Draft preview — exit" bar. 401 for a visitor, 403 for a member, 400 for a path that is
   * not on this site. The admin's Preview button and Live Preview open it.
   */
  GET: {
    access: 'editor',
    accessFirst: true,
    query: previewQuerySchema,
    cache: CACHE.privateNoStore,
    handler: async ({ query }) => {
      ;(await draftMode()).enable()
      return new Response(null, { status: 307, headers: { Location: query.path, 'Cache-Control': CACHE.privateNoStore } })
    },
  },
})
