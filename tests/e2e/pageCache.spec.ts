/**
 * Cacheable pages: the public pages are cached (ISR) and say so to a proxy or CDN;
 * per-visitor pages are not; an editor's save shows at the next request, never the copy from
 * before; a filtered link still renders filtered on the server.
 */
import { expect, test } from '@playwright/test'

import { adminAuthHeaders } from './helpers'

const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'

test('public pages are cached and say so to a shared cache; per-visitor pages do not', async ({ request }) => {
  for (const path of ['/', '/glossary', '/glossary/asana', '/faq', '/poses', '/poses/downward-facing-dog', '/videos', '/team', '/contact']) {
    await request.get(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(SHARED)
    // sent whole with its length (a proxy cache stores it so), without the admin's client hints
    expect(Number(response.headers()['content-length']), path).toBeGreaterThan(1000)
    expect(response.headers()['transfer-encoding'], path).toBeUndefined()
    expect(response.headers()['critical-ch'], path).toBeUndefined()
  }
  for (const path of ['/events', '/search?q=asana', '/login', '/donate', '/glossary?letter=P', '/poses?category=seated']) {
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
  // both cached now
  await request.get('/glossary/asana')
  expect((await request.get('/glossary/asana')).headers()['cache-control']).toBe(SHARED)
  await request.get('/glossary')
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

test("a page the browser refreshes after a save shows the save: its RSC payload is never answered from the browser's cache", async ({ page, request }) => {
  const headers = await adminAuthHeaders(request)
  const found = await request.get('/cms-api/glossary-terms?where[slug][equals]=pranayama&depth=0', { headers })
  const term = (await found.json()).docs[0] as { id: number; shortDef: string }
  await page.goto('/glossary/pranayama')
  // what router.refresh() asks for: the same address and headers each time
  const refresh = () =>
    page.evaluate(async () => {
      const response = await fetch('/glossary/pranayama?_rsc=refresh', { headers: { RSC: '1' } })
      return { cacheControl: response.headers.get('cache-control'), body: await response.text() }
    })
  const before = await refresh()
  expect(before.cacheControl).toBe('private, no-store')
  expect(before.body).toContain(term.shortDef.slice(0, 20))

  const marker = `Breath, extended (refresh check ${Date.now()})`
  try {
    expect((await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: marker, _status: 'published' } })).ok()).toBe(true)
    expect((await refresh()).body).toContain(marker)
  } finally {
    await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: term.shortDef, _status: 'published' } })
  }
  expect((await refresh()).body).not.toContain(marker)
})
