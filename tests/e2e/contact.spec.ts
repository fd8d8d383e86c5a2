import { expect, test, type Page } from '@playwright/test'

import { adminAuthHeaders, hydrated, toastWith } from './helpers'
import { waitForMail } from './mail'

const open = async (page: Page) => {
  await page.goto('/contact')
  await hydrated(page)
  return page.getByRole('form', { name: 'Contact form' })
}

const fill = async (page: Page, values: { name: string; email: string; subject: string; message: string }) => {
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Subject').fill(values.subject)
  await form.getByLabel('Message').fill(values.message)
}

test('shows SPEC\'s four messages and sends nothing while they stand', async ({ page }) => {
  const form = await open(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/contact')) posts.push(request.url())
  })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Please enter your name')).toBeVisible()
  await expect(form.getByText('Please enter a valid email')).toBeVisible()
  await expect(form.getByText('Please enter a subject')).toBeVisible()
  await expect(form.getByText('Please enter a message (at least 10 characters)')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

  await fill(page, { name: 'A', email: 'nope', subject: 'Hi', message: 'Too short' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Please enter a message (at least 10 characters)')).toBeVisible()
  expect(posts).toEqual([])
})

test('sends, says thank you, resets, and both mails go out', async ({ page }) => {
  const form = await open(page)
  const email = `contact-${Date.now()}@example.org`
  await fill(page, { name: 'Ada', email, subject: 'A pose question', message: 'Which pose helps a stiff lower back?' })
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await expect(toastWith(page, "Thank you for reaching out. We'll respond within 48 hours.")).toContainText('Message Sent! 🙏')
  for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(field)).toHaveValue('')
  const acknowledgement = await waitForMail(email, /We received your message/)
  expect(acknowledgement.text).toContain('48 hours')
})

test('a failure keeps the message and shows the error toast', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Down' }) }),
  )
  const form = await open(page)
  await fill(page, { name: 'Ada', email: 'ada@example.org', subject: 'Hello there', message: 'A message long enough.' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(toastWith(page, 'Failed to send message. Please try again.')).toContainText('Error')
  await expect(form.getByLabel('Message')).toHaveValue('A message long enough.')
})

test('the information panel keeps the 48-hour promise; with no support address set, none is shown anywhere', async ({ page }) => {
  // the e2e app runs without SUPPORT_EMAIL and nobody has set one in Site settings
  await page.goto('/contact')
  const panel = page.getByRole('complementary', { name: 'Other ways to reach us' })
  await expect(panel).toContainText('48 hours')
  await expect(panel.getByTestId('support-email')).toHaveCount(0)
  // The honeypot is out of reach of people and assistive technology.
  await expect(page.locator('#contact-website')).toHaveAttribute('tabindex', '-1')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.getByRole('complementary', { name: 'Other ways to reach us' })).toBeVisible()
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contact-${width}.png`, fullPage: true })
  }
  for (const path of ['/', '/contact', '/donate', '/faq', '/events']) {
    await page.goto(path)
    await expect(page.locator('body'), path).not.toContainText('hello@example.org')
    await expect(page.locator('footer')).not.toContainText('Questions?')
    await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(0)
  }
})

test('an address an admin sets in Site settings shows in the footer and on /contact, and goes again when cleared', async ({ page, request }) => {
  const headers = await adminAuthHeaders(request)
  const set = (supportEmail: string | null) => request.post('/cms-api/globals/site-settings', { headers, data: { supportEmail } })
  expect((await set('help@yoga-commons.example')).ok()).toBe(true)
  try {
    // (a cached page may live a few seconds more: PAGE_EDGE_MAX_AGE)
    await expect(async () => {
      await page.goto('/contact')
      const panel = page.getByRole('complementary', { name: 'Other ways to reach us' })
      await expect(panel.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@yoga-commons.example', { timeout: 1000 })
      await expect(page.locator('footer')).toContainText('Questions? help@yoga-commons.example', { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    expect((await set(null)).ok()).toBe(true)
  }
  await expect(async () => {
    await page.goto('/contact')
    await expect(page.getByTestId('support-email')).toHaveCount(0, { timeout: 1000 })
    await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
})
