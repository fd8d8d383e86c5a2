/**
 * AI generation and curation in the browser: the second app instance of playwright.config.ts (project 'ai'), whose
 * OpenAI and YouTube keys point at the fakes (tests/fakes/aiServer.ts, every model answer slowed
 * like a real one). A first visit fills a page in with SPEC's loading texts and toasts; a second
 * visit asks for nothing; 'Curate All Step Videos' shows its progress; an editor regenerates.
 */
import { expect, test, type Page, type Request, type Route } from '@playwright/test'

import { E2E_ADMIN as ADMIN, ensureE2eAdmin, expectNoAxeViolations, hydrated, toastWith } from './helpers'

const GENERATION_CALL = /\/api\/(auto-curate-videos|generate-image|generate-audio|faq\/[^/]+\/generate-narration|poses\/[^/]+\/(curate-videos|generate-image|generate-pronunciation|curate-step-videos)|poses\/curate-all-step-videos)$/

/** The generation calls the page makes (POSTs only). */
const recordCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && GENERATION_CALL.test(path)) calls.push(path)
  })
  return calls
}

test('a first visit to a pose fills in its image, pronunciation, demonstration and step videos; the next visit asks for nothing', async ({ page }) => {
  test.setTimeout(120_000)
  const calls = recordCalls(page)
  await page.goto('/poses/warrior-ii')
  // the loading texts visitors see while the four generations run (one job at a time on the server)
  await expect(page.getByText('Generating image...')).toBeVisible()
  await expect(page.getByText('Generating audio pronunciation...')).toBeVisible()
  await expect(page.getByText('Finding demonstration videos...')).toBeVisible()
  await expect(page.getByText('Finding step videos...')).toBeVisible()
  expect(calls.sort()).toEqual(
    ['/api/poses/warrior-ii/curate-step-videos', '/api/poses/warrior-ii/curate-videos', '/api/poses/warrior-ii/generate-image', '/api/poses/warrior-ii/generate-pronunciation'].sort(),
  )

  // each output replaces its loading text in place
  const image = page.getByRole('img', { name: /Illustration of Warrior II/ })
  await expect(image).toBeVisible({ timeout: 60_000 })
  // it shows the generated picture (it is in the page as soon as the refresh lands; its bytes follow)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
  await expect(page.getByRole('button', { name: 'Hear the Sanskrit name' })).toBeVisible({ timeout: 60_000 })
  const demos = page.getByRole('region', { name: 'Demonstration videos' })
  await expect(demos.getByRole('button', { name: /Play in the video player/ }).first()).toBeVisible({ timeout: 60_000 })
  const demoCount = await demos.getByRole('button', { name: /Play in the video player/ }).count()
  expect(demoCount).toBeGreaterThanOrEqual(3)
  expect(demoCount).toBeLessThanOrEqual(6)
  const steps = page.locator('section[aria-labelledby="steps"] ol > li')
  await expect(steps.first().getByRole('button', { name: /Play in the video player/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(/Generating|Finding/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // a step video plays in the floating player with the pose as its context
  await steps.first().getByRole('button', { name: /Play in the video player/ }).click()
  await expect(page.getByTestId('floating-player')).toHaveAttribute('data-state', 'expanded')

  // the next visitor gets the finished page and nothing is asked again
  calls.length = 0
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('img', { name: /Illustration of Warrior II/ })).toBeVisible()
  await page.waitForTimeout(500)
  expect(calls).toEqual([])

  // the curated videos reach the video library and the home page's count
  const { videos } = await (await page.request.get('/api/videos')).json()
  expect(videos.length).toBeGreaterThanOrEqual(demoCount)
  await page.goto('/videos')
  await expect(page.locator(`a[href="/video/${videos[0].videoId}"]`)).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'What the library holds' }).getByRole('listitem').filter({ hasText: 'Videos' })).toHaveText(`${videos.length}+Videos`)
})

test('a term curates its videos on the first visit, and its pronunciation plays on request', async ({ page }) => {
  test.setTimeout(90_000)
  const calls = recordCalls(page)
  await page.goto('/glossary/asana')
  await expect(page.getByText('Curating video resources...')).toBeVisible()
  await expect(toastWith(page, 'Videos curated')).toBeVisible({ timeout: 45_000 })
  const videos = page.getByRole('region', { name: 'Videos' })
  await expect(videos.getByRole('button', { name: /Play in the video player/ }).first()).toBeVisible()
  expect(calls).toEqual(['/api/auto-curate-videos'])

  await hydrated(page)
  const hear = page.getByRole('button', { name: 'Hear the pronunciation' })
  await hear.click()
  await expect(page.getByText('Generating audio pronunciation...')).toBeVisible()
  await expect(toastWith(page, 'Audio generated!')).toBeVisible({ timeout: 45_000 })
  await expect(page.locator('audio[src*="/cms-api/media/file/"]')).toHaveCount(1)
  expect(calls).toEqual(['/api/auto-curate-videos', '/api/generate-audio'])
  await expectNoAxeViolations(page)
})

test('an FAQ curates its videos, and its narration is generated when a visitor asks to listen', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/faq/what-should-i-wear')
  await expect(page.getByText('Curating video resources...')).toBeVisible()
  await expect(toastWith(page, 'Videos curated')).toBeVisible({ timeout: 45_000 })
  await hydrated(page)
  await page.getByRole('button', { name: 'Listen to this answer' }).click()
  await expect(page.getByText('Generating narration')).toBeVisible()
  await expect(toastWith(page, 'Narration generated')).toBeVisible({ timeout: 45_000 })
  await expect(page.locator('audio[src*="/cms-api/media/file/"]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: /Listen to this answer|Pause narration/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("'Curate All Step Videos' shows its progress, n of all poses, and the count in its toast", async ({ page, request }) => {
  test.setTimeout(240_000)
  const { poses } = await (await request.get('/api/poses')).json()
  await page.goto('/poses')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Curate All Step Videos' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(button).toBeDisabled()
  const progress = page.getByRole('progressbar', { name: 'Step-video curation' })
  await expect(progress).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^\\d+ of ${poses.length}$`) })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(toastWith(page, 'Step videos curated')).toBeVisible({ timeout: 200_000 })
  await expect(toastWith(page, `${poses.length} of ${poses.length} poses have their step videos.`)).toBeVisible()
  await expect(button).toBeEnabled()

  // every pose now has a video on a step
  const { results } = await (await request.get('/api/poses/curate-all-step-videos')).json()
  expect(results).toHaveLength(poses.length)
  expect(results.filter((result: { status: string }) => result.status === 'success')).toHaveLength(poses.length)
})

test("an editor's Regenerate in the admin replaces a pose's image", async ({ page, request }) => {
  test.setTimeout(120_000)
  await ensureE2eAdmin(request)
  // a visitor's first visit gives the pose its first image
  const before = async () => (await (await request.get('/api/poses/tree-pose')).json()).pose.imageUrl as string | undefined
  await page.goto('/poses/tree-pose')
  await expect(page.getByRole('img', { name: /Illustration of Tree Pose/ })).toBeVisible({ timeout: 60_000 })
  const original = await before()
  expect(original).toMatch(/\/cms-api\/media\/file\//)

  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  const { docs } = await (await page.request.get('/cms-api/poses?where[slug][equals]=tree-pose&depth=0')).json()
  await page.goto(`/admin/collections/poses/${docs[0].id}`)
  const panel = page.getByRole('group', { name: 'AI generation' })
  const regenerate = panel.getByRole('button', { name: 'Regenerate image' })
  // (enabled once the admin has hydrated and the panel has asked the server what is on: slow on a busy machine)
  await expect(regenerate).toBeEnabled({ timeout: 30_000 })
  await regenerate.click()
  await expect.poll(before, { timeout: 60_000 }).not.toBe(original)
  // the reloaded form shows the new Media file as the pose's image
  const file = decodeURIComponent((await before())!.split('/').pop()!)
  await expect(page.locator('.field-type.upload .upload-relationship-details__filename')).toContainText(file, { timeout: 30_000 })
})

// ---------------------------------------------------------------------------------------------
// What visitors are told, and only what is true

/** Screenshots for a person to look at, when E2E_SHOTS_DIR is set. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true })
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li')

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

test("after 'Curate All Step Videos', a pose with step videos only still gets its demonstration videos", async ({ page, request }) => {
  test.setTimeout(180_000)
  // the test before curated every pose's step videos; these two were never visited
  for (const [index, slug] of ['bridge-pose', 'camel-pose'].entries()) {
    const viewport = VIEWPORTS[index]!
    await page.setViewportSize(viewport)
    const { videos } = (await (await request.get(`/api/poses/${slug}/videos`)).json()) as { videos: { stepNumber?: number }[] }
    expect(videos.some((video) => video.stepNumber)).toBe(true)
    expect(videos.filter((video) => !video.stepNumber)).toEqual([])

    const calls = recordCalls(page)
    await page.goto(`/poses/${slug}`)
    await expect(page.getByText('Finding demonstration videos...')).toBeVisible()
    const demos = page.getByRole('region', { name: 'Demonstration videos' })
    await expect(demos.getByRole('button', { name: /Play in the video player/ }).first()).toBeVisible({ timeout: 90_000 })
    // (the section may first show the videos stored so far; the rest follow with the refresh)
    await expect.poll(() => demos.getByRole('button', { name: /Play in the video player/ }).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3)
    expect(calls).toContain(`/api/poses/${slug}/curate-videos`)
    // its step videos were there already: not asked again
    expect(calls).not.toContain(`/api/poses/${slug}/curate-step-videos`)
    await expect(page.getByText(/Generating|Finding/)).toHaveCount(0, { timeout: 60_000 })
    await shot(page, `pose-demonstrations-after-curate-all-${viewport.width}`)
  }
})

test('a spent budget or YouTube quota looks to a visitor exactly like a feature not set up: no toast, no note, no empty section', async ({ page }) => {
  test.setTimeout(90_000)
  const budget = (label: string) => ({
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '3600' },
    body: JSON.stringify({ error: `Today's budget for ${label} is spent. Nothing was queued; please try again tomorrow.`, details: { retryAfterSeconds: 3600, budgetUsd: 2 } }),
  })
  // what the server answers once today's budget and quota are spent (src/services/ai/generation.ts)
  await page.route('**/api/poses/*/generate-image', (route) => route.fulfill(budget('AI images')))
  await page.route('**/api/poses/*/generate-pronunciation', (route) => route.fulfill(budget('AI pronunciation')))
  const quotaSpent = (route: Route) =>
    route.fulfill({
      status: 202,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'deferred', resumesAt: new Date(Date.now() + 3600_000).toISOString(), message: "Today's YouTube quota is spent; curation resumes automatically tomorrow." }),
    })
  await page.route('**/api/poses/*/curate-videos', quotaSpent)
  await page.route('**/api/poses/*/curate-step-videos', quotaSpent)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    const calls = recordCalls(page)
    await page.goto('/poses/bow-pose')
    await hydrated(page)
    await expect.poll(() => ['/api/poses/bow-pose/curate-videos', '/api/poses/bow-pose/generate-image', '/api/poses/bow-pose/generate-pronunciation'].every((call) => calls.includes(call))).toBe(true)
    // the calm placeholder, as when nothing is configured
    await expect(page.getByRole('img', { name: /pose illustration placeholder/ })).toBeVisible()
    await expect(page.getByText(/Generating|Finding|Curating/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Hear the Sanskrit name' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Demonstration videos' })).toHaveCount(0)
    await page.waitForTimeout(1000)
    await expect(toasts(page)).toHaveCount(0)
    await expect(page.getByText(/budget|quota|failed|tomorrow/i)).toHaveCount(0)
    await shot(page, `pose-budget-spent-${viewport.width}`)
  }
})

test('a pronunciation in the machine voice arrives without a staff note', async ({ page }) => {
  test.setTimeout(60_000)
  // as the server answers on a site without OpenAI, with the offline voice (machineVoice: true)
  await page.route('**/api/poses/*/generate-pronunciation', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'done', audioUrl: '/cms-api/media/file/plow-pose-pronunciation.wav', machineVoice: true }) }),
  )
  const notConfigured = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'not configured' }) })
  await page.route('**/api/poses/*/generate-image', notConfigured)
  await page.route('**/api/poses/*/curate-videos', notConfigured)
  await page.route('**/api/poses/*/curate-step-videos', notConfigured)
  for (const [index, slug] of ['plow-pose', 'pyramid-pose'].entries()) {
    await page.setViewportSize(VIEWPORTS[index]!)
    await page.goto(`/poses/${slug}`)
    const toast = toastWith(page, 'Pronunciation generated')
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await expect(toast).not.toContainText(/machine|editor/i)
    await expect(page.getByText(/machine voice|an editor can replace/i)).toHaveCount(0)
    await expect(toasts(page)).toHaveCount(1)
    await shot(page, `pose-pronunciation-toast-${VIEWPORTS[index]!.width}`)
  }
})
