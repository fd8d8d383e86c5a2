/**
 * A member adds an e-mail address on /account, confirms it from the mailed link, logs out, uses
 * "Forgot password?" on /login, opens the reset link from the mail, sets a new password and logs
 * in with it. E2E_SHOTS_DIR keeps screenshots of each page at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test'

import { AFTER_LOAD, ensureE2eAdmin, expectNoAxeViolations, hydrated, toastWith } from './helpers'
import { linkIn, waitForMail } from './mail'

const PASSWORD = 'quiet-river-stone-42'
const NEW_PASSWORD = 'lotus-by-the-lake-7'

/** Screenshots of the page as it is, at 1280 and at 390 px wide. */
const shots = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  const size = page.viewportSize()!
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${dir}/member-email-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await ensureE2eAdmin(request)
  await request.dispose()
})

test('a member confirms an e-mail address, forgets the password and sets a new one from the mailed link', async ({ page }) => {
  test.setTimeout(150_000)
  const username = `mail_${Date.now() % 1_000_000}`
  const address = `${username}@example.org`
  expect((await page.request.post('/api/auth/register', { data: { username, password: PASSWORD } })).status()).toBe(201)

  // /account: the calm optional section, then a link on its way
  await page.goto('/account')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'E-mail (optional)' })
  await expect(section).toContainText('to reset your password if you forget it and to get receipts')
  await expect(section.getByTestId('email-status')).toHaveText('No address yet.')
  await section.getByLabel('E-mail address', { exact: true }).fill(address)
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(toastWith(page, 'Check your inbox')).toBeVisible()
  const status = section.getByTestId('email-status')
  await expect(status).toContainText(`Waiting for confirmation: check your inbox at ${address}`)
  await expect(status).toBeFocused()
  await expect(section.getByRole('button', { name: 'Resend link' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shots(page, 'account-waiting')

  // the link from the mail: nothing happens until the button is pressed
  const confirmation = await waitForMail(address, /Confirm your e-mail address/)
  await page.goto(linkIn(confirmation, '/account/confirm-email'))
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirm my address' }).click()
  await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeFocused()
  await expect(page.getByTestId('email-confirmed')).toContainText(address)
  await shots(page, 'confirmed')
  await page.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page.getByRole('region', { name: 'E-mail (optional)' }).getByTestId('email-status')).toContainText(`Confirmed: ${address}`)
  await shots(page, 'account-confirmed')

  // logged out, the password forgotten: /login → "Forgot password?", by keyboard
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(toastWith(page, 'Logged out')).toBeVisible(AFTER_LOAD)
  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await hydrated(page)
  await expectNoAxeViolations(page)
  await shots(page, 'forgot')
  await page.getByLabel('Username').focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused()
  await expect(page.getByTestId('forgot-answer')).toHaveText(
    "If that account has a confirmed e-mail address, we've sent a link to it. The link works once, for 30 minutes.",
  )
  await expectNoAxeViolations(page)
  await shots(page, 'forgot-sent')

  // the reset link from the mail: a new password, and the member is logged in with it
  const resetMail = await waitForMail(address, /Reset your/)
  await page.goto(linkIn(resetMail, '/reset-password'))
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shots(page, 'reset')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(toastWith(page, 'Password changed')).toBeVisible(AFTER_LOAD)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('main')).toContainText(`Logged in as ${username}`)

  // the same link again: it no longer works, and says what to do
  await page.goto(linkIn(resetMail, '/reset-password'))
  await hydrated(page)
  await page.getByLabel('New password', { exact: true }).fill('another-fresh-password')
  await page.getByLabel('Confirm new password').fill('another-fresh-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeFocused()
  await shots(page, 'reset-used')

  // logged out again, the new password signs in and the old one does not
  await page.context().clearCookies()
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(401)
  await page.context().clearCookies()
  await page.goto('/login')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(toastWith(page, 'Welcome back!')).toContainText(username, AFTER_LOAD)
})
