import { expect, test } from '@playwright/test'

import { countLine, hydrated } from './helpers'

test('the pose filters combine and cards show the first two benefits', async ({ page, request }) => {
  const { poses } = await (await request.get('/api/poses')).json()
  await page.goto('/poses')
  await hydrated(page)
  await expect(countLine(page)).toHaveText(`${poses.length} poses`)
  const category = page.getByLabel('Category')
  await expect(category.locator('option')).toHaveText([
    'All categories',
    'Standing',
    'Seated',
    'Balancing',
    'Backbends',
    'Inversions',
    'Restorative',
    'Forward Folds',
  ])
  await category.selectOption('inversion')
  const inversions = poses.filter((p: { category: string }) => p.category === 'inversion')
  await expect(countLine(page)).toHaveText(`${inversions.length} poses`)
  await page.getByLabel('Difficulty').selectOption('advanced')
  const hard = inversions.filter((p: { difficulty: string }) => p.difficulty === 'advanced').length
  await expect(countLine(page)).toHaveText(`${hard} pose${hard === 1 ? '' : 's'}`)

  await category.selectOption('all')
  await page.getByLabel('Difficulty').selectOption('all')
  await page.getByLabel('Search poses').fill('svanasana')
  const card = page.locator('a[href="/poses/downward-facing-dog"]')
  await expect(card).toBeVisible()
  await expect(card.locator('li')).toHaveCount(2)
})

test('a pose page shows steps, care notes, linked poses and HowTo data', async ({ page, request }) => {
  const { pose } = await (await request.get('/api/poses/downward-facing-dog')).json()
  await page.goto('/poses/downward-facing-dog')
  await expect(page.getByRole('heading', { level: 1, name: pose.englishName })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Take care' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Step by step' }).locator('ol > li')).toHaveCount(pose.instructions.length)
  await expect(page.getByText(/Hold for \d+ (minute|second)/)).toBeVisible()
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data['@type']).toBe('HowTo')
  expect(data.step).toHaveLength(pose.instructions.length)
  expect(data.totalTime).toBe(`PT${pose.instructions.length}M`)
  const next = page.getByRole('region', { name: /Prepare with|Follow with/ }).getByRole('link').first()
  await next.click()
  await expect(page).toHaveURL(/\/poses\/[a-z0-9-]+$/)
})

test("an unknown pose says 'Pose not found'", async ({ page }) => {
  const response = await page.goto('/poses/not-a-pose')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Pose not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the poses' })).toHaveAttribute('href', '/poses')
})

test('category and difficulty live in the URL through reload and Back', async ({ page, request }) => {
  const { poses } = await (await request.get('/api/poses')).json()
  const hard = poses.filter((p: { category: string; difficulty: string }) => p.category === 'inversion' && p.difficulty === 'advanced').length
  const html = await (await request.get('/poses?category=inversion&difficulty=advanced')).text()
  expect(html).toContain(`${hard} pose${hard === 1 ? '' : 's'}`)

  await page.goto('/poses')
  await hydrated(page)
  await page.getByLabel('Category').selectOption('inversion')
  await page.getByLabel('Difficulty').selectOption('advanced')
  await expect(page).toHaveURL('/poses?category=inversion&difficulty=advanced')
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Category')).toHaveValue('inversion')
  await expect(page.getByLabel('Difficulty')).toHaveValue('advanced')
  await expect(countLine(page)).toHaveText(`${hard} pose${hard === 1 ? '' : 's'}`)
  await page.goBack()
  await expect(page).toHaveURL('/poses?category=inversion')
  await expect(page.getByLabel('Difficulty')).toHaveValue('all')
})

test('typing on after the search reached the URL keeps every letter, and Back still restores the filters', async ({ page }) => {
  await page.goto('/poses')
  await hydrated(page)
  const search = page.getByLabel('Search poses')
  await search.pressSequentially('war', { delay: 30 })
  // The query follows 300 ms after the last keystroke.
  await expect(page).toHaveURL('/poses?search=war')
  await search.pressSequentially('rior', { delay: 30 })
  await expect(search).toHaveValue('warrior')
  await expect(page).toHaveURL('/poses?search=warrior')
  await expect(search).toHaveValue('warrior')

  await page.getByLabel('Category').selectOption('standing')
  await expect(page).toHaveURL('/poses?search=warrior&category=standing')
  await page.goBack()
  await expect(page.getByLabel('Category')).toHaveValue('all')
  await expect(search).toHaveValue('warrior')
})
