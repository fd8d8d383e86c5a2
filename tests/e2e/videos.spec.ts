/**
 * The video library and the floating player need curated videos: an editor adds them through
 * Payload's REST API (the first account becomes the admin), as curation will later.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations, hydrated } from './helpers'

const admin = { username: 'e2e_admin', password: 'e2e-admin-password' }

const authToken = async (request: APIRequestContext) => {
  let login = await request.post('/cms-api/users/login', { data: admin })
  if (!login.ok()) {
    await request.post('/cms-api/users/first-register', { data: { ...admin, 'confirm-password': admin.password } })
    login = await request.post('/cms-api/users/login', { data: admin })
  }
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

test.beforeAll(async ({ request }) => {
  const token = await authToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const existing = await (await request.get('/api/videos')).json()
  if (existing.videos.length) return
  const termId = (await (await request.get('/api/glossary/asana')).json()).term.id
  const faqId = (await (await request.get('/api/faq/what-should-i-wear')).json()).faq.id
  const poseId = (await (await request.get('/api/poses/downward-facing-dog')).json()).pose.id
  const videos = [
    { videoId: 'E2eVideo001', title: 'What asana means', channelName: 'Calm Studio', glossaryTerms: [termId], viewCount: 12000 },
    { videoId: 'E2eVideo002', title: 'Dressing for class', channelName: 'Calm Studio', faqs: [faqId], viewCount: 800 },
    { videoId: 'E2eVideo003', title: 'Downward dog, step one', channelName: 'Breath Lab', poses: [poseId], stepNumber: 1 },
    { videoId: 'E2eVideo004', title: 'Downward dog in full', poses: [poseId], description: 'A slow demonstration.' },
  ]
  for (const data of videos) {
    const response = await request.post('/cms-api/videos', {
      headers,
      data: { ...data, duration: 'PT4M13S', publishedAt: '2025-03-12T10:00:00.000Z' },
    })
    expect(response.status()).toBe(201)
  }
})

test('the video library counts, filters by channel and groups by channel', async ({ page }) => {
  await page.goto('/videos')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Video Library' })).toBeVisible()
  await expect(page.getByTestId('video-counts')).toHaveText('4 curated videos from 3 channels')
  const channels = page.getByRole('group', { name: 'Filter by channel' }).getByRole('button')
  await expect(channels).toHaveText(['All Channels (4)', 'Calm Studio (2)', 'Breath Lab (1)', 'Unknown Channel (1)'])
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Calm Studio')
  await channels.filter({ hasText: 'Breath Lab' }).click()
  await expect(page.getByRole('link', { name: /Downward dog, step one/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /What asana means/ })).toHaveCount(0)
  await page.getByLabel('Search videos').fill('nothing like this')
  await expect(page.getByText('No videos found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search the whole site' })).toHaveAttribute('href', '/search')
})

test('a video card opens the single video page', async ({ page }) => {
  await page.goto('/videos')
  await page.getByRole('link', { name: /What asana means/ }).click()
  await expect(page).toHaveURL('/video/E2eVideo001')
  await expect(page.getByRole('heading', { level: 1, name: 'What asana means' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/E2eVideo001\?autoplay=1&rel=0/)
  await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=E2eVideo001')
  await expect(page.getByText('12K views')).toBeVisible()
  await expectNoAxeViolations(page)
  const missing = await page.goto('/video/NotStored01')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible()
})

test('the floating player opens with context, minimises, survives navigation and closes', async ({ page }) => {
  await page.goto('/glossary/asana')
  await hydrated(page)
  await page.getByRole('button', { name: /What asana means/ }).click()
  const player = page.getByTestId('floating-player')
  await expect(player).toBeVisible()
  await expect(player).toHaveAttribute('data-state', 'expanded')
  await expect(player.getByText('What asana means')).toBeVisible()
  await expect(player.getByRole('link', { name: 'Asana' })).toHaveAttribute('href', '/glossary/asana')
  await expect(player.locator('iframe')).toHaveAttribute('src', /E2eVideo001\?autoplay=1&rel=0/)
  const box = await player.boundingBox()
  expect(box?.width).toBe(480)
  expect(box!.x).toBeLessThan(40)

  await player.getByRole('button', { name: 'Minimise video player' }).click()
  await expect(player).toHaveAttribute('data-state', 'minimized')
  expect((await player.boundingBox())?.width).toBeLessThan(480)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL('/faq')
  await expect(player).toBeVisible()
  await expect(player.locator('iframe')).toHaveAttribute('src', /E2eVideo001/)

  await player.getByRole('button', { name: 'Expand video player' }).click()
  await expect(player).toHaveAttribute('data-state', 'expanded')
  await player.getByRole('button', { name: 'Close video player' }).click()
  await expect(player).toBeHidden()
})

test('a pose shows its step video under the step and its demonstration apart', async ({ page }) => {
  await page.goto('/poses/downward-facing-dog')
  const steps = page.getByRole('region', { name: 'Step by step' })
  await expect(steps.locator('ol > li').first().getByRole('button', { name: /step one/ })).toBeVisible()
  const demos = page.getByRole('region', { name: 'Demonstration videos' })
  await expect(demos.getByRole('button', { name: /in full/ })).toBeVisible()
  await demos.getByRole('button', { name: /in full/ }).click()
  await expect(page.getByTestId('floating-player').getByRole('link', { name: 'Downward-Facing Dog' })).toHaveAttribute(
    'href',
    '/poses/downward-facing-dog',
  )
  await expectNoAxeViolations(page)
})

test('an FAQ lists its video and plays it with the question as context', async ({ page }) => {
  await page.goto('/faq/what-should-i-wear')
  await page.getByRole('button', { name: /Dressing for class/ }).click()
  await expect(page.getByTestId('floating-player').getByRole('link', { name: 'What should I wear to yoga?' })).toBeVisible()
})

test('on a phone the feedback button moves above the expanded video player and back when it is minimised', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/glossary/asana')
  await hydrated(page)
  await page.getByRole('button', { name: /What asana means/ }).click()
  const player = page.getByTestId('floating-player')
  const button = page.getByRole('button', { name: 'Improve this page' })
  const overlap = async () => {
    const [a, b] = [await player.boundingBox(), await button.boundingBox()]
    return Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
  }
  await expect.poll(overlap).toBe(false)
  await player.getByRole('button', { name: 'Minimise video player' }).click()
  await expect.poll(overlap).toBe(false)
  await expect.poll(async () => (await button.boundingBox())!.y).toBeGreaterThan(844 - 100)
})
