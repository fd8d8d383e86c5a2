/**
 * Security headers: every kind of response carries them, and the pages of the public
 * site and of the Payload admin work under the Content-Security-Policy: the browser reports no
 * violation (and no Permissions-Policy error) while they load.
 */
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { hydrated } from './helpers'

// The same admin as the other specs (the first account of the throwaway database becomes it).
const admin = { username: 'e2e_admin', password: 'e2e-admin-password' }
const VIDEO_ID = 'E2eHeaders1'

const authHeaders = async (request: APIRequestContext) => {
  let login = await request.post('/cms-api/users/login', { data: admin })
  if (!login.ok()) {
    await request.post('/cms-api/users/first-register', { data: { ...admin, 'confirm-password': admin.password } })
    login = await request.post('/cms-api/users/login', { data: admin })
  }
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

let videoDocId: number | string | undefined

// /video/{id} needs a stored video; it is removed again so the videos spec finds the library empty.
test.beforeAll(async ({ request }) => {
  const headers = await authHeaders(request)
  const created = await request.post('/cms-api/videos', {
    headers,
    data: { videoId: VIDEO_ID, title: 'Header check video', duration: 'PT1M', publishedAt: '2025-03-12T10:00:00.000Z' },
  })
  expect(created.status()).toBe(201)
  videoDocId = (await created.json()).doc.id
})

test.afterAll(async ({ request }) => {
  if (videoDocId === undefined) return
  const deleted = await request.delete(`/cms-api/videos/${videoDocId}`, { headers: await authHeaders(request) })
  expect(deleted.ok()).toBe(true)
})

const expectSecurityHeaders = (response: APIResponse, { adminPolicy = false } = {}) => {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "script-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    adminPolicy ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
    // the admin frames the site's pages (Live Preview)
    adminPolicy ? "frame-src 'self' https://www.youtube-nocookie.com" : 'frame-src https://www.youtube-nocookie.com',
  ]) {
    expect(csp, `${response.url()}: ${directive}`).toContain(directive)
  }
  // the production build runs no eval
  expect(csp).not.toContain("'unsafe-eval'")
  expect(csp.includes('cdn.jsdelivr.net'), `${response.url()}: the Monaco CDN only in the admin`).toBe(adminPolicy)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')
  // the site's pages may be framed by the site only (the admin's Live Preview), the admin by no one
  expect(headers['x-frame-options']).toBe(adminPolicy ? 'DENY' : 'SAMEORIGIN')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['permissions-policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com")')
  // SERVER_URL is http here: no HSTS (it is only sent for an https site)
  expect(headers['strict-transport-security']).toBeUndefined()
}

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get('/')
  expect(page.status()).toBe(200)
  expectSecurityHeaders(page)

  const api = await request.get('/api/glossary')
  expect(api.status()).toBe(200)
  expectSecurityHeaders(api)

  const cms = await request.get('/cms-api/users/me')
  expect(cms.status()).toBe(200)
  expectSecurityHeaders(cms)

  const notFound = await request.get('/no-such-page')
  expect(notFound.status()).toBe(404)
  expectSecurityHeaders(notFound)
  const apiNotFound = await request.get('/api/no-such-endpoint')
  expect(apiNotFound.status()).toBe(404)
  expectSecurityHeaders(apiNotFound)

  const script = (await page.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0]
  expect(script).toBeTruthy()
  const staticFile = await request.get(script!)
  expect(staticFile.status()).toBe(200)
  expectSecurityHeaders(staticFile)

  const adminLogin = await request.get('/admin/login')
  expect(adminLogin.status()).toBe(200)
  expectSecurityHeaders(adminLogin, { adminPolicy: true })
})

/**
 * Collects what the browser says about the policies on the page: its own console messages
 * ("Refused to … because it violates the following Content Security Policy directive", Permissions-Policy
 * parse errors) and every securitypolicyviolation event of the top document.
 */
const watchPolicies = async (page: Page): Promise<string[]> => {
  const reports: string[] = []
  await page.addInitScript(() => {
    if (window !== window.top) return
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation|Permissions-Policy/i.test(message.text())) {
      reports.push(`${page.url()}: ${message.text()}`)
    }
  })
  return reports
}

/** Loads a page, lets it hydrate and bring in its lazy parts (images below the fold). */
const visit = async (page: Page, path: string, status = 200) => {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await hydrated(page)
  await page.mouse.wheel(0, 20_000)
  await page.waitForLoadState('load')
  await page.waitForTimeout(300)
}

test('the public pages load without a CSP violation', async ({ page, request }) => {
  const reports = await watchPolicies(page)
  const pose = (await (await request.get('/api/poses')).json()).poses[0].slug as string

  for (const path of ['/', '/glossary', `/poses/${pose}`, '/events', '/contact', '/search?q=asana']) {
    await visit(page, path)
  }
  await visit(page, `/video/${VIDEO_ID}`)
  // the YouTube frame (youtube-nocookie, allowed by frame-src) is on the page
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1)
  await visit(page, '/no-such-page', 404)
  expect(reports).toEqual([])
})

test('the admin (login, dashboard, an edit view, a JSON field) loads without a CSP violation', async ({ page, request }, testInfo) => {
  await authHeaders(request) // makes sure the admin account exists
  const reports = await watchPolicies(page)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/username/i).fill(admin.username)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /Glossary terms/i }).first()).toBeVisible()
  await page.waitForLoadState('load')
  // Payload's stylesheet applied (its theme variables exist only when it loaded)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-bg').trim())).not.toBe('')
  // kept for a person to look at: test-results/<this test>/admin-dashboard.png
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png') })

  const term = (await (await request.get('/api/glossary')).json()).terms[0] as { id: number | string; term: string }
  await page.goto(`/admin/collections/glossary-terms/${term.id}`)
  await expect(page.getByLabel('Term')).toHaveValue(term.term)
  await page.waitForLoadState('load')

  // A search-index entry: its `result` JSON field is Payload's Monaco editor, from the CDN that
  // only the admin's policy allows (offline it fails to resolve, which is no violation).
  await page.goto('/admin/collections/search')
  await page.locator('table tbody tr a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/search\/\w+/)
  await expect(page.getByText('Result', { exact: true }).first()).toBeVisible()
  await page.waitForTimeout(1_000)

  expect(reports).toEqual([])
})
