/**
 * Issue 16 without keys (the first app instance: no OpenAI or YouTube key, no offline voice):
 * the pages fire no generation and stay calm; 'Curate All Step Videos' is disabled with a note.
 */
import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, hydrated } from './helpers'

const generationCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/(generate-|curate-|auto-curate)/.test(path)) calls.push(path)
  })
  return calls
}

test('with no keys, detail pages ask for nothing and show their calm empty states', async ({ page, request }) => {
  const features = await (await request.get('/api/features')).json()
  expect(features).toEqual({ features: { images: false, pronunciation: false, narration: false, videos: false } })
  const calls = generationCalls(page)

  await page.goto('/poses/mountain-pose')
  await hydrated(page)
  await expect(page.getByText('No demonstration videos have been curated for this pose yet.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hear the Sanskrit name' })).toHaveCount(0)

  await page.goto('/glossary/asana')
  await hydrated(page)
  await expect(page.getByText('No videos have been curated for this term yet.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hear the pronunciation' })).toHaveCount(0)

  await page.goto('/faq/what-should-i-wear')
  await hydrated(page)
  await expect(page.getByText('No videos have been curated for this question yet.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Listen to this answer' })).toHaveCount(0)

  await page.waitForTimeout(500)
  expect(calls).toEqual([])
  await expect(page.getByText(/Generating|Curating video resources|Finding/)).toHaveCount(0)
})

test("with no keys, 'Curate All Step Videos' is disabled with a short note, and the endpoints answer 503", async ({ page, request, baseURL }) => {
  await page.goto('/poses')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Curate All Step Videos' })
  await expect(button).toBeDisabled()
  await expect(button).toHaveAccessibleDescription(/not set up/)
  await expectNoAxeViolations(page)

  const response = await request.post('/api/poses/curate-all-step-videos', { headers: { origin: baseURL! } })
  expect(response.status()).toBe(503)
  expect(await response.json()).toEqual({ error: 'Video curation is not configured' })
})
