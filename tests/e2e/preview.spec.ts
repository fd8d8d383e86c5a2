/**
 * An editor's draft preview on the production build: /api/preview turns on draft mode for an
 * editor's browser and the real page shows the latest draft under a "Draft preview — exit" bar,
 * never cached, never shown to a visitor; the admin's Live Preview frames the same page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminAuthHeaders, expectNoAxeViolations, logInToAdmin } from './helpers'

type Auth = { Authorization: string }

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: false })
}

const firstPublished = async (request: APIRequestContext, auth: Auth, collection: string) => {
  const answer = await request.get(`/cms-api/${collection}?limit=1&depth=0&sort=id&where[_status][equals]=published`, { headers: auth })
  expect(answer.ok()).toBe(true)
  const [doc] = (await answer.json()).docs
  expect(doc, `a published ${collection} document in the seed`).toBeTruthy()
  return doc
}

const bar = (page: Page) => page.getByRole('region', { name: 'Draft preview' })

test('a visitor or a member cannot start a draft preview; a path elsewhere is refused', async ({ request }) => {
  const visitor = await request.get('/api/preview?path=/poses', { maxRedirects: 0 })
  expect(visitor.status()).toBe(401)
  expect(await visitor.json()).toEqual({ error: 'Please log in to continue.' })
  expect(visitor.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

  const auth = await adminAuthHeaders(request)
  for (const path of ['https://evil.example/poses', '//evil.example', 'poses']) {
    const refused = await request.get(`/api/preview?path=${encodeURIComponent(path)}`, { headers: auth, maxRedirects: 0 })
    expect(refused.status(), path).toBe(400)
    expect((await refused.json()).error).toBe('Give the page to preview as a path on this site, e.g. /poses/tree-pose.')
  }
  // exit never leaves the site either
  const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent('//evil.example')}`, { maxRedirects: 0 })
  expect(exit.status()).toBe(303)
  expect(exit.headers().location).toBe('/')
})

test("an editor sees a pose's draft on its page with the bar; visitors and a copied cookie see the published pose", async ({ page, browser, request }) => {
  const auth = await adminAuthHeaders(request)
  const pose = await firstPublished(request, auth, 'poses')
  const path = `/poses/${pose.slug}`
  const draftName = `${pose.englishName} — draft ${Date.now() % 100_000}`
  // a visitor's copy of the page is in the cache before the draft exists
  expect((await request.get(path)).ok()).toBe(true)
  const saved = await request.patch(`/cms-api/poses/${pose.id}?draft=true`, { headers: auth, data: { englishName: draftName } })
  expect(saved.ok()).toBe(true)
  try {
    await logInToAdmin(page)
    const response = await page.goto(`/api/preview?path=${encodeURIComponent(path)}`)
    expect(new URL(page.url()).pathname).toBe(path)
    // never kept by a browser or a shared cache
    expect(response?.headers()['cache-control']).toMatch(/private/)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftName)
    await expect(bar(page)).toContainText('Draft preview — exit')
    await expectNoAxeViolations(page)
    await shot(page, 'preview-pose-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'preview-pose-390')
    await page.setViewportSize({ width: 1280, height: 800 })

    // a visitor at the same time: the published pose, no bar (the page cache's copy, unchanged)
    const visitor = await request.get(path)
    expect(visitor.headers()['cache-control']).toMatch(/public/)
    const html = await visitor.text()
    expect(html).not.toContain(draftName)
    expect(html).not.toContain('Draft preview')

    // the draft-mode cookie alone, without an editor's session, shows what visitors see
    const cookies = await page.context().cookies()
    const bypass = cookies.filter((cookie) => cookie.name === '__prerender_bypass')
    expect(bypass).toHaveLength(1)
    const copied = await browser.newContext()
    await copied.addCookies(bypass)
    const stranger = await copied.newPage()
    await stranger.goto(path)
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(pose.englishName)
    await expect(bar(stranger)).toHaveCount(0)
    await copied.close()

    // exit: the same page as visitors see it
    await bar(page).getByRole('link', { name: 'exit' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pose.englishName)
    await expect(bar(page)).toHaveCount(0)
    expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(false)
  } finally {
    // publish the pose as it was (a publish replaces the draft)
    await request.patch(`/cms-api/poses/${pose.id}`, { headers: auth, data: { englishName: pose.englishName, _status: 'published' } })
  }
})

test("the admin's Live Preview frames the page with the draft, and a saved draft shows there", async ({ page, request }) => {
  const auth = await adminAuthHeaders(request)
  const term = await firstPublished(request, auth, 'glossary-terms')
  const draftDefinition = `A draft definition ${Date.now() % 100_000}.`
  try {
    await logInToAdmin(page)
    await page.goto(`/admin/collections/glossary-terms/${term.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const frame = page.frameLocator('iframe.live-preview-iframe, .live-preview-window iframe').first()
    await expect(frame.getByRole('heading', { level: 1 })).toContainText(term.term)
    await expect(frame.getByRole('region', { name: 'Draft preview' })).toBeVisible()

    // "Save Draft" with a new short definition: the framed page renders it
    await page.locator('#field-shortDef').fill(draftDefinition)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(frame.getByText(draftDefinition)).toBeVisible({ timeout: 15_000 })
    await shot(page, 'preview-live-admin')
    // visitors still read the published definition
    expect(await (await request.get(`/glossary/${term.slug}`)).text()).not.toContain(draftDefinition)
  } finally {
    await request.patch(`/cms-api/glossary-terms/${term.id}`, { headers: auth, data: { shortDef: term.shortDef, _status: 'published' } })
  }
})

test('an unpublished lesson and a draft of the team page show only in the preview', async ({ page, request }) => {
  const auth = await adminAuthHeaders(request)
  const course = await firstPublished(request, auth, 'courses')
  const title = `Preview lesson ${Date.now() % 100_000}`
  const created = await request.post('/cms-api/lessons?draft=true', { headers: auth, data: { title, course: course.id, order: 99, minutes: 5 } })
  expect(created.ok()).toBe(true)
  const lesson = (await created.json()).doc
  const team = await (await request.get('/cms-api/globals/team?depth=0', { headers: auth })).json()
  const draftMission = `A draft mission ${Date.now() % 100_000}.`
  try {
    const lessonPath = `/courses/${course.slug}/${lesson.slug}`
    expect((await request.get(lessonPath)).status()).toBe(404)
    expect((await request.post('/cms-api/globals/team?draft=true', { headers: auth, data: { mission: draftMission } })).ok()).toBe(true)

    await logInToAdmin(page)
    await page.goto(`/api/preview?path=${encodeURIComponent(lessonPath)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(bar(page)).toBeVisible()

    await page.goto('/team')
    await expect(page.getByText(draftMission)).toBeVisible()
    await expect(bar(page)).toBeVisible()
    await shot(page, 'preview-team')
    const visitorTeam = await (await request.get('/team')).text()
    expect(visitorTeam).not.toContain(draftMission)
    expect(visitorTeam).toContain(team.mission)
  } finally {
    await request.delete(`/cms-api/lessons/${lesson.id}`, { headers: auth })
    await request.post('/cms-api/globals/team', { headers: auth, data: { mission: team.mission, _status: 'published' } })
  }
})
