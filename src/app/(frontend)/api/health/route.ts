import { NextResponse } from 'next/server'

import { methodNotAllowed } from '@/web/http'
import { checkHealth } from '@/services/platform/health'

export const dynamic = 'force-dynamic'

export const GET = async () => {
  const health = await checkHealth()
  return NextResponse.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
