/**
 * On a site without Stripe (the `ai` project's app has no Stripe keys) a paid
 * course cannot be bought, so it is not sold: no price, no "Create an account to buy this
 * course", no "Buy for $19" on its locked lessons, for visitors and members alike. Its free
 * preview lessons stay open, Foundations works as before, and the admin's Courses list says why.
 */
import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN, ensureE2eAdmin, hydrated } from './helpers'

const SHOTS = '/tmp/shots-i30-courses'
const PAID = '/courses/breath-for-everyday-calm'
const PAID_LOCKED = `${PAID}/the-longer-exhale`

/** Nothing on the page offers or prices the paid course. */
const expectNothingForSale = async (page: Page) => {
  const main = page.getByRole('main')
  await expect(main.getByText(/\$19/)).toHaveCount(0)
  await expect(main.getByText(/yours for life/i)).toHaveCount(0)
  await expect(main.getByText('Create an account to buy this course')).toHaveCount(0)
  await expect(main.getByText(/Opens when you buy/)).toHaveCount(0)
  await expect(main.getByText('Course purchases are not set up yet', { exact: false })).toHaveCount(0)
  await expect(main.getByRole('button', { name: /Buy/ })).toHaveCount(0)
  await expect(main.getByRole('link', { name: /Buy|Create an account/ })).toHaveCount(0)
}

const signUp = async (page: Page) => {
  await ensureE2eAdmin(page.request)
  const username = `nostripe_${Date.now().toString(36)}`.slice(0, 20)
  const made = await page.request.post('/api/auth/register', { data: { username, password: 'a-calm-long-password' } })
  expect(made.ok()).toBe(true)
  return username
}

for (const width of [390, 1280]) {
  test.describe(`without Stripe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a visitor sees the paid course without a price, its preview open and the rest "Not available yet"', async ({ page }) => {
      await page.goto('/courses')
      const paidCard = page.getByRole('listitem').filter({ hasText: 'Breath for Everyday Calm' })
      await expect(paidCard.getByText('Free preview', { exact: true })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: 'Foundations' }).getByText('Free', { exact: true })).toBeVisible()
      await expectNothingForSale(page)
      await page.screenshot({ path: `${SHOTS}/nostripe-courses-${width}.png`, fullPage: true })

      await page.goto(PAID)
      await expect(page.getByRole('heading', { level: 1, name: 'Breath for Everyday Calm' })).toBeVisible()
      const aside = page.getByRole('complementary', { name: 'Your progress' })
      await expect(aside.getByText('Start with the free preview')).toBeVisible()
      await expect(aside.getByText('The rest of this course is not available yet.', { exact: false })).toBeVisible()
      await expect(aside.getByRole('link', { name: 'Read the first lesson' })).toHaveAttribute('href', `${PAID}/why-breath-calms`)
      await expect(page.getByRole('region', { name: 'Lessons' }).getByText('Not available yet')).toHaveCount(4)
      await expectNothingForSale(page)
      await page.screenshot({ path: `${SHOTS}/nostripe-course-visitor-${width}.png`, fullPage: true })

      await page.goto(PAID_LOCKED)
      await expect(page.getByRole('heading', { name: 'This lesson is not available yet' })).toBeVisible()
      await expect(page.getByText('The free preview lessons of Breath for Everyday Calm are open to everyone.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', PAID)
      await expectNothingForSale(page)
      await page.screenshot({ path: `${SHOTS}/nostripe-locked-lesson-visitor-${width}.png`, fullPage: true })

      // the preview lesson still reads in full
      await page.goto(`${PAID}/why-breath-calms`)
      await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'This lesson is not available yet' })).toHaveCount(0)

      // free courses keep working
      await page.goto('/foundations')
      await expect(page.getByRole('link', { name: 'Create a free account to continue' })).toBeVisible()
    })

    test('a member is not offered the paid course either', async ({ page }) => {
      await signUp(page)
      await page.goto(PAID)
      await hydrated(page)
      const aside = page.getByRole('complementary', { name: 'Your progress' })
      await expect(aside.getByText('Start with the free preview')).toBeVisible()
      await expectNothingForSale(page)
      await page.screenshot({ path: `${SHOTS}/nostripe-course-member-${width}.png`, fullPage: true })
      await page.goto(PAID_LOCKED)
      await expect(page.getByRole('heading', { name: 'This lesson is not available yet' })).toBeVisible()
      await expectNothingForSale(page)
      await page.screenshot({ path: `${SHOTS}/nostripe-locked-lesson-member-${width}.png`, fullPage: true })
    })
  })
}

test('the admin\'s Courses list says why paid courses are not offered', async ({ page }) => {
  await ensureE2eAdmin(page.request)
  // the browser context's own request: the admin's session cookie lands in the browser
  expect((await page.request.post('/cms-api/users/login', { data: E2E_ADMIN })).ok()).toBe(true)
  await page.goto('/admin/collections/courses')
  const note = page.getByRole('note')
  await expect(note).toContainText('Course purchases are off on this server.')
  await expect(note).toContainText('STRIPE_SECRET_KEY')
  await page.screenshot({ path: `${SHOTS}/nostripe-admin-courses-1280.png` })
})
