import { env } from '@/lib/env'

export const GET = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /cms-api', 'Disallow: /api/', 'Disallow: /account', '', `Sitemap: ${env.serverUrl}/sitemap.xml`, ''].join(
      '\n',
    ),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  )

export const dynamic = 'force-dynamic'
