import { test } from '@playwright/test'

import { expectNoAxeViolationsAtEachWidth } from './helpers'
import { stubStripe } from './stripeStub'

const routes = [
  '/',
  '/glossary',
  '/glossary/asana',
  '/glossary/not-a-real-term',
  '/faq',
  '/faq/what-should-i-wear',
  '/faq/not-a-question',
  '/poses',
  '/poses/downward-facing-dog',
  '/poses/not-a-pose',
  '/videos',
  '/video/NotStored01',
  '/team',
  '/events',
  '/events/detail/slow-down-yin-and-restorative-afternoon',
  '/events/US/CA/san-francisco',
  '/events/ZZ',
  '/events/detail/not-an-event',
  '/search',
  '/search?q=savasana',
  '/search?q=no%20such%20thing%20anywhere',
  '/contact',
  '/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  '/newsletter/confirm',
  '/newsletter/unsubscribe?token=1.abcdefghijklmnopqrstuvwxyz',
  '/donate',
  '/donate/success',
  '/donate/manage',
  '/login',
  '/register',
  '/no-such-page',
]

// Each route loads once at a phone's width and is checked there and again at a desktop's
// (helpers.ts): the same two layouts as two separate loads, for half the page loads.
test.describe('at 390px and 1280px', () => {
  test.use({ viewport: { width: 390, height: 900 } })
  // /donate loads Stripe.js, out of reach here: the page gets the tests' stand-in.
  test.beforeEach(async ({ page }) => {
    await stubStripe(page)
  })
  for (const route of routes) {
    test(`axe finds nothing on ${route}`, async ({ page }) => {
      await page.goto(route)
      await expectNoAxeViolationsAtEachWidth(page)
    })
  }
})
