import { expect, test } from '@playwright/test'

import { hydrated } from './helpers'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side menu traps focus, closes on Escape and on choosing a link', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    expect(await menu.evaluate((el) => getComputedStyle(el).width)).toBe('280px')
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await menu.getByRole('link', { name: 'Poses' }).click()
    await expect(page).toHaveURL('/poses')
    await expect(menu).toBeHidden()
  })

  test('the side menu is 350px wide on a larger screen', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await page.getByTestId('mobile-menu').evaluate((el) => getComputedStyle(el).width)).toBe('350px')
  })
})

test('the desktop bar shows the nine links in order, Courses among them', async ({ page }) => {
  await page.goto('/team')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Glossary',
    'FAQ',
    'Poses',
    'Events',
    'Videos',
    'Courses',
    'Team',
    'Donate',
  ])
})

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/glossary')
  const link = page.locator('a[href="/glossary/yoga"]').first()
  await link.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await link.click()
  await expect(page).toHaveURL('/glossary/yoga')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Back puts the list where it was left, not at the top
  await page.goBack()
  await expect(page).toHaveURL('/glossary')
  await expect(link).toBeInViewport()
})

test('an address with a #section opens at that section, and stays there once the page is live', async ({ page }) => {
  await page.goto('/#support')
  await hydrated(page)
  const heading = page.locator('#support')
  await expect(heading).toBeInViewport()
  // the page's scripts have run (every effect of the first render with them): still there
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/')
  // the toaster loads after the page (a lazy stand-in until then): F8 works once its list is in
  await hydrated(page)
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeAttached()
  await page.keyboard.press('F8')
  const focused = await page.evaluate(() => document.activeElement?.tagName)
  expect(focused).toBe('OL')
})

test('the team page shows five members and the mission', async ({ page }) => {
  await page.goto('/team')
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible()
  await expect(page.locator('main li h2')).toHaveCount(5)
})

test('sitemap.xml lists pages and items; robots.txt keeps crawlers out of the admin', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/glossary/asana</loc>')
  expect(sitemap).toContain('/poses/downward-facing-dog</loc>')
  expect(sitemap).toContain('/team</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /cms-api')
})

test('pages carry a canonical URL and Open Graph tags', async ({ page }) => {
  await page.goto('/poses/downward-facing-dog')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/poses\/downward-facing-dog$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Downward-Facing Dog/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
})
