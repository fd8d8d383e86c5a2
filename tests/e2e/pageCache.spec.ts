/**
 * Issue 18, cacheable pages: the public pages are cached (ISR) and say so to a proxy or CDN;
 * per-visitor pages are not; an editor's save shows at the next request, never the copy from
 * before; a filtered link still renders filtered on the server.
 */
import { expect, test } from '@playwright/test'

import { adminAuthHeaders } from './helpers'

const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'

test('public pages are cached and say so to a shared cache; per-visitor pages do not', async ({ request }) => {
  for (const path of ['/', '/glossary', '/faq', '/poses', '/videos', '/team', '/contact']) {
    await request.get(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(SHARED)
  }
  for (const path of ['/events', '/search?q=asana', '/login', '/donate', '/glossary?letter=P', '/poses?category=seated', '/glossary/asana', '/poses/downward-facing-dog']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toContain('no-store')
  }
})

test("a filtered link renders filtered on the server, under the list's own address", async ({ request }) => {
  const all = await (await request.get('/glossary')).text()
  const filtered = await request.get('/glossary?letter=P')
  expect(filtered.status()).toBe(200)
  const html = await filtered.text()
  expect(all).toContain('/glossary/asana')
  expect(html).toContain('/glossary/pranayama')
  expect(html).not.toContain('href="/glossary/asana"')
  expect(html).toContain('<link rel="canonical" href="http://')
})

test("an editor's save shows at the next request: the item's page, the list and the read API, never the cached copy", async ({ request }) => {
  const headers = await adminAuthHeaders(request)
  const found = await request.get('/cms-api/glossary-terms?where[slug][equals]=asana&depth=0', { headers })
  const term = (await found.json()).docs[0] as { id: number; shortDef: string }
  // cached now (the term's page reads the same data cache)
  await request.get('/glossary/asana')
  await request.get('/glossary')
  expect((await request.get('/glossary')).headers()['cache-control']).toBe(SHARED)
  await request.get('/api/glossary')

  const marker = `A seat, a posture (page cache check ${Date.now()})`
  try {
    const saved = await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: marker, _status: 'published' } })
    expect(saved.ok()).toBe(true)
    expect(await (await request.get('/glossary/asana')).text()).toContain(marker)
    // a second request (the server's copy of the page must not be the old one either)
    expect(await (await request.get('/glossary/asana')).text()).toContain(marker)
    expect(await (await request.get('/glossary')).text()).toContain(marker)
    // the read API answers from the same data cache
    expect(await (await request.get('/api/glossary')).text()).toContain(marker)
  } finally {
    await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: term.shortDef, _status: 'published' } })
  }
  expect(await (await request.get('/glossary/asana')).text()).not.toContain(marker)
})
