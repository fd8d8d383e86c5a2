import { expect, test } from '@playwright/test'

import { hydrated } from './helpers'

test('home shows live counts, the fixed poses tile and every section card', async ({ page, request }) => {
  const { terms } = await (await request.get('/api/glossary')).json()
  const { events } = await (await request.get('/api/events')).json()
  await page.goto('/')
  const stats = page.getByRole('list', { name: 'What the library holds' })
  await expect(stats).toContainText(`${terms.length}+Terms`)
  await expect(stats).toContainText('21+Poses')
  await expect(stats).toContainText(`${events.length}+Events`)
  await expect(stats).toContainText(/\d+\+Videos/)
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
