import { draftMode } from 'next/headers'

import { exitPath } from '@/schemas/preview'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * GET /api/preview/exit?path=/poses/tree-pose: turns draft mode off and sends the browser (303)
   * back to the page as visitors see it (the home page for a path that is not on this site).
   * Anyone may call it: it only ends this browser's preview.
   */
  GET: {
    cache: CACHE.privateNoStore,
    handler: async ({ request }) => {
      ;(await draftMode()).disable()
      const path = exitPath(new URL(request.url).searchParams.get('path'))
      return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': CACHE.privateNoStore } })
    },
  },
})
