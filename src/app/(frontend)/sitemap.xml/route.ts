import { buildSitemap } from '@/services/content/sitemap'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'

export const GET = async () =>
  new Response(await buildSitemap(await getPayloadClient()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE.public(3600) },
  })

export const dynamic = 'force-dynamic'
