import { test } from '@playwright/test'

import { hydrated } from './helpers'
import { setOutcome, stubStripe } from './stripeStub'

const shot = (width: number, name: string) => ({ path: `/tmp/shots/${width}-${name}.png`, fullPage: true })

for (const width of [390, 1280]) {
  test.describe(`shots ${width}`, () => {
    test.use({ viewport: { width, height: 900 } })
    test('donate states', async ({ page }) => {
      await stubStripe(page, { delayMs: 1500 })
      await page.goto('/donate?amount=100')
      await hydrated(page)
      await page.getByRole('button', { name: 'Complete Donation' }).waitFor()
      await page.waitForTimeout(300)
      await page.screenshot(shot(width, 'donate-ready'))
      await page.getByRole('radio', { name: 'One-time' }).focus()
      await page.keyboard.press('Tab')
      await page.screenshot({ ...shot(width, 'donate-focus'), fullPage: false })
      await setOutcome(page, 'failed')
      await page.getByRole('button', { name: 'Complete Donation' }).click()
      await page.getByRole('button', { name: 'Processing...' }).waitFor()
      await page.screenshot(shot(width, 'donate-processing'))
      await page.getByText('Your card was declined.').waitFor()
      await page.screenshot({ ...shot(width, 'donate-failed-toast'), fullPage: false })

      await page.goto('/donate?amount=0')
      await hydrated(page)
      await page.screenshot(shot(width, 'donate-invalid'))

      await page.route('**/api/create-subscription-intent', async (route) => {
        await new Promise((r) => setTimeout(r, 4000))
        await route.continue()
      })
      await page.goto('/donate')
      await hydrated(page)
      await page.screenshot(shot(width, 'donate-loading'))
      await page.unroute('**/api/create-subscription-intent')
      await page.route('**/api/create-subscription-intent', (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"x"}' }),
      )
      await page.goto('/donate')
      await hydrated(page)
      await page.getByText('The payment form could not load').waitFor()
      await page.screenshot(shot(width, 'donate-error'))
      await page.unroute('**/api/create-subscription-intent')
      await page.route('**/api/create-subscription-intent', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Online donations are not set up yet."}' }),
      )
      await page.goto('/donate')
      await hydrated(page)
      await page.getByText('Write to us at').waitFor()
      await page.screenshot(shot(width, 'donate-not-set-up'))
    })
    test('success and manage', async ({ page }) => {
      await page.goto('/donate/success')
      await page.screenshot(shot(width, 'success-unknown'))
      await page.goto('/donate/manage')
      await hydrated(page)
      await page.screenshot(shot(width, 'manage'))
      await page.route('**/api/donations/manage-link', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: "If that address has a monthly gift with us, we've e-mailed a link to manage it." }) }),
      )
      await page.getByLabel('E-mail address').fill('a@b.org')
      await page.getByRole('button', { name: 'E-mail me a link' }).click()
      await page.getByText("we've e-mailed").waitFor()
      await page.screenshot(shot(width, 'manage-sent'))
      await page.goto('/donate/manage?token=abc')
      await hydrated(page)
      await page.screenshot(shot(width, 'manage-token'))
      await page.route('**/api/donations/portal', (route) =>
        route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ error: 'This link has expired. We can e-mail you a fresh one.' }) }),
      )
      await page.getByRole('button', { name: 'Open my donor portal' }).click()
      await page.getByText('This link has expired').waitFor()
      await page.screenshot(shot(width, 'manage-expired'))
    })
  })
}
