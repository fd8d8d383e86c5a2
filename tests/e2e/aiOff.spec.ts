/**
 * AI generation without keys (the first app instance: no OpenAI or YouTube key, no offline voice):
 * the pages fire no generation and stay calm. A feature that is not set up is simply
 * absent for visitors (no empty "Videos" sections, no 'Curate All Step Videos' with a staff
 * note); editors read why in the admin.
 */
import { expect, test, type Page } from '@playwright/test'

import { ensureE2eAdmin, expectNoAxeViolations, hydrated, logInToAdmin } from './helpers'

const generationCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/(generate-|curate-|auto-curate)/.test(path)) calls.push(path)
  })
  return calls
}

/** Screenshots for a person to look at, when E2E_SHOTS_DIR is set. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true })
}

const WIDTHS = [390, 1280] as const

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } })

    test('with no keys, detail pages ask for nothing and show no empty video sections', async ({ page, request }) => {
      const features = await (await request.get('/api/features')).json()
      expect(features).toEqual({ features: { images: false, pronunciation: false, narration: false, videos: false } })
      const calls = generationCalls(page)

      await page.goto('/poses/mountain-pose')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Mountain Pose' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Demonstration videos' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: /videos/i })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Hear the Sanskrit name' })).toHaveCount(0)
      await expect(page.getByRole('img', { name: /pose illustration placeholder/ })).toBeVisible()
      await shot(page, `pose-no-keys-${width}`)

      await page.goto('/glossary/asana')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Videos' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Hear the pronunciation' })).toHaveCount(0)
      await shot(page, `term-no-keys-${width}`)

      await page.goto('/faq/what-should-i-wear')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Videos' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Listen to this answer' })).toHaveCount(0)
      await shot(page, `faq-no-keys-${width}`)

      await page.waitForTimeout(500)
      expect(calls).toEqual([])
      await expect(page.getByText(/Generating|Curating video resources|Finding|have been curated|Video curation is not set up/)).toHaveCount(0)
    })

    test("with no keys, /poses has no 'Curate All Step Videos' and no staff note; the endpoints answer 503", async ({ page, request, baseURL }) => {
      await page.goto('/poses')
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Curate All Step Videos' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Step videos' })).toHaveCount(0)
      await expect(page.getByText(/Video curation is not set up|step videos cannot be found/)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await shot(page, `poses-no-keys-${width}`)

      const response = await request.post('/api/poses/curate-all-step-videos', { headers: { origin: baseURL! } })
      expect(response.status()).toBe(503)
      expect(await response.json()).toEqual({ error: 'Video curation is not configured' })
    })
  })
}

test('editors read in the admin why the AI features are off', async ({ page, request }) => {
  await ensureE2eAdmin(request)
  await logInToAdmin(page)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'AI features on this site' })
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await expect(panel.getByRole('listitem').filter({ hasText: 'AI images' })).toContainText('OPENAI_API_KEY is not set')
  await expect(panel.getByRole('listitem').filter({ hasText: 'Video curation' })).toContainText('YOUTUBE_API_KEY is not set')
  await expect(panel.getByRole('listitem').filter({ hasText: 'Pronunciation' })).toContainText('OFFLINE_TTS=false')
  await shot(page, 'admin-dashboard-ai-status-1280')

  // and on a pose, next to the Regenerate buttons
  const { docs } = await (await page.request.get('/cms-api/poses?where[slug][equals]=mountain-pose&depth=0')).json()
  await page.goto(`/admin/collections/poses/${docs[0].id}`)
  const why = page.getByRole('list', { name: 'Why some AI generation is off' })
  // (the admin's form loads first, then the panel asks the server)
  await expect(why).toContainText('OPENAI_API_KEY is not set', { timeout: 30_000 })
  await expect(why).toContainText('YOUTUBE_API_KEY is not set')
  await shot(page, 'admin-pose-ai-status-1280')

  // above the Events list: the event finder is not set up, and there is nothing to press
  await page.goto('/admin/collections/events')
  const finder = page.getByRole('region', { name: 'AI event finder' })
  await expect(finder).toContainText('Not set up')
  await expect(finder.getByRole('button', { name: 'Find events now' })).toHaveCount(0)
})
