import { expect, test } from '@playwright/test'

test('the home page renders with the site name and live counts', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Yoga Commons/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Yoga Commons, home' })).toBeVisible()
})

test('the admin renders (its first-user screen on an empty database, else its login)', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
  await expect(page.getByLabel(/username/i)).toBeVisible()
})

test('/api/glossary answers with the seeded terms', async ({ request }) => {
  const response = await request.get('/api/glossary')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.terms.length).toBeGreaterThanOrEqual(60)
  expect(body.terms[0]).toHaveProperty('slug')
})

test('an unknown page shows the 404 page and an unknown /api path answers JSON', async ({ page, request }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  const api = await request.get('/api/no-such-endpoint')
  expect(api.status()).toBe(404)
  expect(await api.json()).toEqual({ error: 'Not found' })
})
