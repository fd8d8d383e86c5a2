import { NextResponse } from 'next/server'

import { checkHealth } from '@/services/platform/health'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const dynamic = 'force-dynamic'

/** GET /api/health → {status, database, pool?}: 200 when the database answers, 503 (never cached) when not. */
export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: {
    handler: async () => {
      const health = await checkHealth()
      return NextResponse.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': CACHE.noStore } })
    },
  },
})
