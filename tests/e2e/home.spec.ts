import { expect, test } from '@playwright/test'

import { hydrated } from './helpers'

test('home shows live counts, never a zero or a made-up number, and every section card', async ({ page, request }) => {
  const { terms } = await (await request.get('/api/glossary')).json()
  const { poses } = await (await request.get('/api/poses')).json()
  const { videos } = await (await request.get('/api/videos')).json()
  const { events } = await (await request.get('/api/events')).json()
  // example events are made up: they are not counted
  const real = events.filter((e: { tags: string[] }) => !e.tags.includes('example')).length
  await page.goto('/')
  const stats = page.getByRole('list', { name: 'What the library holds' })
  await expect(stats).toContainText(`${terms.length}+Terms`)
  // the pose count is live too (it was a fixed "21+")
  await expect(stats).toContainText(`${poses.length}+Poses`)
  // a statistic with nothing to count is not shown at all ("0+ Videos")
  const shown = [
    ['Videos', videos.length],
    ['Events', real],
  ] as const
  for (const [label, count] of shown) {
    if (count) await expect(stats).toContainText(`${count}+${label}`)
    else await expect(stats.getByText(label, { exact: true })).toHaveCount(0)
  }
  await expect(stats).not.toContainText(/(^|\D)0\+/)
  for (const href of ['/glossary', '/faq', '/poses', '/videos', '/events', '/search']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
  }
})

test('the home search ignores a blank query and goes to /search?q= for a real one', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: /search terms/i })
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL('/')
  await box.fill('  breath work ')
  await box.press('Enter')
  await expect(page).toHaveURL('/search?q=breath%20work')
})

test('the support section links each fixed amount to /donate with its impact', async ({ page }) => {
  await page.goto('/')
  for (const [amount, students] of [
    [25, 5],
    [50, 10],
    [100, 20],
    [250, 50],
  ]) {
    const link = page.locator(`a[href="/donate?amount=${amount}"]`)
    await expect(link).toContainText(`$${amount}`)
    await expect(link).toContainText(`Supports ${students} students`)
  }
  await expect(page.getByRole('link', { name: 'Donate any amount' })).toHaveAttribute('href', '/donate')
})

test('the header highlights Home only on / and other links by prefix', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await page.goto('/')
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/glossary/asana')
  await expect(nav.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

for (const width of [390, 1280]) {
  test(`at ${width} px every count tile holds a number above zero`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/')
    const tiles = page.getByRole('list', { name: 'What the library holds' }).getByRole('listitem')
    expect(await tiles.count()).toBeGreaterThanOrEqual(2)
    for (const tile of await tiles.all()) {
      await expect(tile).toBeVisible()
      await expect(tile).toHaveText(/^[1-9]\d*\+\w+$/)
    }
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/home-${width}.png` })
  })
}
