/**
 * Cacheable pages: the public pages are cached (ISR) and say so to a proxy or CDN;
 * per-visitor pages are not; an editor's save shows at the next request, never the copy from
 * before; a filtered link still renders filtered on the server.
 */
import { expect, test } from '@playwright/test'

import { adminAuthHeaders, ensureE2eAdmin } from './helpers'

const SHARED = 'public, s-maxage=5, stale-while-revalidate=60'

/** Every page a visitor sees: each one from the page cache (src/lib/pageVariants.ts), one copy per normalised query. */
const VISITOR_PAGES = [
  '/', '/glossary', '/glossary/asana', '/faq', '/poses', '/poses/downward-facing-dog', '/videos', '/team', '/contact',
  '/glossary?letter=P', '/poses?category=seated', '/faq?search=wear', '/events', '/events?eventType=class',
  '/events/US', '/events/US/CA/san-francisco', '/search', '/search?q=asana', '/search?q=asana&tab=poses',
  '/courses', '/foundations', '/courses/foundations', '/courses/foundations/what-yoga-is', '/donate',
  '/donate?amount=100&frequency=one-time',
]

test('every page a visitor sees is cached and says so to a shared cache; per-person pages do not', async ({ request }) => {
  for (const path of VISITOR_PAGES) {
    await request.get(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(SHARED)
    // sent whole with its length (a proxy cache stores it so), without the admin's client hints
    expect(Number(response.headers()['content-length']), path).toBeGreaterThan(1000)
    expect(response.headers()['transfer-encoding'], path).toBeUndefined()
    expect(response.headers()['critical-ch'], path).toBeUndefined()
  }
  for (const path of ['/login', '/register', '/account', '/donate/manage']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toContain('no-store')
  }
  // the internal addresses are not pages of their own
  for (const path of ['/filtered/glossary/bGV0dGVyPVA', '/signed-in/foundations']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a query is part of its cached page: the server renders it, and the same filters in any order are one page', async ({ request }) => {
  const classes = await (await request.get('/events?eventType=class&locationType=in-person')).text()
  expect(classes).toContain('Upcoming Events')
  const search = await (await request.get('/search?q=tadasana')).text()
  expect(search).toContain('/poses/mountain-pose')
  expect(search).toContain('<title>Search: tadasana')
  const donate = await (await request.get('/donate?amount=100&frequency=one-time')).text()
  expect(donate).toMatch(/value="100"[^>]*checked|checked[^>]*value="100"/)
  expect(donate).toMatch(/value="one-time"[^>]*checked|checked[^>]*value="one-time"/)
})

test("a member's course page is rendered for them alone, and a visitor never gets it", async ({ browser, request }) => {
  // Payload's first account is the admin's: the member this test signs up must not be it (in a
  // context of its own: signing in leaves a session cookie, and `request` must stay a visitor)
  const setup = await browser.newContext()
  await ensureE2eAdmin(setup.request)
  await setup.close()
  // a visitor's copy of each page first, so a member's request would find one to be given
  for (const path of ['/foundations', '/courses/foundations/what-yoga-is']) {
    await request.get(path)
    expect((await request.get(path)).headers()['cache-control']).toBe(SHARED)
  }
  const member = await browser.newContext()
  try {
    const username = `cache_${Date.now().toString(36)}`
    expect((await member.request.post('/api/auth/register', { data: { username, password: 'a-calm-long-password' } })).ok()).toBe(true)
    const page = await member.newPage()
    await page.goto('/courses')
    expect(await page.evaluate(async () => (await fetch('/api/courses/foundations/enroll', { method: 'POST' })).status)).toBeLessThan(300)
    // as a browser asks for a page (Payload reads a session cookie only then)
    const asBrowser = { headers: { 'sec-fetch-site': 'same-origin' } }
    for (const path of ['/foundations', '/courses/foundations']) {
      const mine = await member.request.get(path, asBrowser)
      expect(mine.headers()['cache-control'], path).toContain('no-store')
      expect(await mine.text(), path).toContain('lessons done')
      // the visitor's page, asked for right after: the shared copy, naming no one
      const visitors = await request.get(path)
      expect(visitors.headers()['cache-control'], path).toBe(SHARED)
      const html = await visitors.text()
      expect(html, path).not.toContain('lessons done')
      expect(html, path).not.toContain(username)
      expect(html, path).toContain('/register?returnTo=')
    }
    const lesson = await member.request.get('/courses/foundations/what-yoga-is', asBrowser)
    expect(lesson.headers()['cache-control']).toContain('no-store')
    expect(await lesson.text()).toContain('Mark complete')
    expect(await (await request.get('/courses/foundations/what-yoga-is')).text()).not.toContain('Mark complete')
  } finally {
    await member.close()
  }
})

test("an editor's save shows on every cached copy of a page: each filter, search and list", async ({ request }) => {
  const headers = await adminAuthHeaders(request)
  const found = await request.get('/cms-api/glossary-terms?where[slug][equals]=pranayama&depth=0', { headers })
  const term = (await found.json()).docs[0] as { id: number; shortDef: string }
  const copies = ['/glossary', '/glossary?letter=P', '/glossary?search=prana', '/search?q=pranayama', '/search?q=pranayama&tab=glossary']
  for (const path of copies) {
    await request.get(path)
    expect((await request.get(path)).headers()['cache-control'], path).toBe(SHARED)
  }
  const marker = `Breath, widened (every copy ${Date.now()})`
  try {
    expect((await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: marker, _status: 'published' } })).ok()).toBe(true)
    for (const path of copies) expect(await (await request.get(path)).text(), path).toContain(marker)
  } finally {
    await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers, data: { shortDef: term.shortDef, _status: 'published' } })
  }
  for (const path of copies) expect(await (await request.get(path)).text(), path).not.toContain(marker)
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
