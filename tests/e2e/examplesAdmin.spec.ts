/**
 * The seed's made-up content, marked for visitors, and an admin removing all of it in
 * one step. On the second app (project 'ai', playwright.config.ts), so that the events and team
 * profiles the other specs rely on stay on the first.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { adminAuthHeaders, expectNoAxeViolations, logInToAdmin } from './helpers'

const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return
  mkdirSync(process.env.SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

for (const width of [390, 1280]) {
  test(`/team marks the seed's made-up profiles at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/team')
    await expect(page.getByRole('note')).toContainText('They are not real people.')
    await expect(page.locator('main li').getByText('Example profile', { exact: true })).toHaveCount(5)
    await shot(page, 'team-examples')
    await expectNoAxeViolations(page)
  })
}

test('an admin removes every example in one step; a second try finds nothing', async ({ page, request, playwright }, testInfo) => {
  // a visitor may not (401), whatever the body
  const anonymous = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const visitorCall = await anonymous.post('/api/admin/examples', { data: { confirm: true } })
  expect(visitorCall.status()).toBe(401)
  expect(await visitorCall.json()).toMatchObject({ error: expect.any(String) })
  await anonymous.dispose()
  // without the confirmation the endpoint refuses and removes nothing
  const headers = await adminAuthHeaders(request)
  const refused = await request.post('/api/admin/examples', { headers, data: {} })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ error: expect.any(String) })

  const { events } = await (await request.get('/api/events')).json()
  const examples = events.filter((e: { tags: string[] }) => e.tags.includes('example')).length
  expect(examples).toBe(12)

  await logInToAdmin(page)
  await page.goto('/admin/collections/events')
  const panel = page.getByTestId('example-content-panel')
  await expect(panel.getByRole('heading', { name: 'Example content' })).toBeVisible()
  await expect(panel).toContainText('12 example events and 5 example team profiles')
  await shot(page, 'admin-events-examples')
  await panel.getByRole('button', { name: 'Remove all examples…' }).click()
  await expect(panel).toContainText('Remove 12 example events and 5 example team profiles for good? This cannot be undone.')
  // a double click is harmless: the button waits for the answer, the endpoint is idempotent
  await panel.getByRole('button', { name: 'Yes, remove them' }).dblclick()
  await expect(page.getByText('Removed 12 example events and 5 example team profiles.').first()).toBeVisible()
  await shot(page, 'admin-events-removed')
  await expect(page.getByTestId('example-content-panel')).toHaveCount(0)

  const again = await request.post('/api/admin/examples', { headers, data: { confirm: true } })
  expect(await again.json()).toEqual({ removed: { events: 0, teamMembers: 0 }, message: 'No example content left: nothing to remove.' })

  const visitor = await page.context().browser()!.newPage()
  const origin = new URL(page.url()).origin
  await expect(async () => {
    await visitor.goto(`${origin}/events`)
    await expect(visitor.getByText('Example event')).toHaveCount(0, { timeout: 1000 })
    await visitor.goto(`${origin}/team`)
    await expect(visitor.getByText('Example profile')).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  expect((await visitor.goto(`${origin}/events/detail/saturday-yoga-in-the-park-san-francisco`))?.status()).toBe(404)
  await visitor.close()
})
