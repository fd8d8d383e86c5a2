import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './helpers'
import { stubStripe } from './stripeStub'

/** Every public route a visitor can reach, one of each kind of item; the last is a 404. */
const routes = [
  '/',
  '/glossary',
  '/glossary/asana',
  '/faq',
  '/faq/what-should-i-wear',
  '/poses',
  '/poses/downward-facing-dog',
  '/videos',
  '/team',
  '/events',
  '/events/US/CA/san-francisco',
  '/events/CA/BC',
  '/events/detail/gentle-ground-trauma-informed-weekend',
  '/events/detail/chair-yoga-for-older-adults-london',
  '/search?q=asana',
  '/contact',
  '/donate',
  '/donate/success',
  '/donate/manage',
  '/courses',
  '/foundations',
  '/courses/foundations/what-yoga-is',
  '/courses/foundations/standing-tall',
  '/courses/breath-for-everyday-calm',
  '/login',
  '/register',
  '/newsletter/confirm?token=x',
  '/no-such-page',
]

/** Visits a route and returns every page error and console error it caused, named by route. */
const problemsOn = async (page: Page, route: string, width: number): Promise<string[]> => {
  const found: string[] = []
  const name = `${width}px ${route}`
  const onError = (error: Error) => found.push(`${name}: pageerror: ${error.message}`)
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() !== 'error') return
    // The 404 route's own document answers 404 on purpose, and Chromium logs that as a failed
    // resource (not always naming the document as its source). Any other 404 shows on the other routes.
    if (route === '/no-such-page' && /^Failed to load resource: .*status of 404/.test(message.text())) return
    found.push(`${name}: console.error: ${message.text()} (${message.location().url})`)
  }
  page.on('pageerror', onError)
  page.on('console', onConsole)
  try {
    await page.goto(route)
    await hydrated(page)
    // Effects after mount (your time, counts, players) get their turn too.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    await page.waitForTimeout(300)
  } finally {
    page.off('pageerror', onError)
    page.off('console', onConsole)
  }
  return found
}

// One sweep over every route at both widths, so a failure names every page at once.
test('no public route logs an error or throws, on a phone or a desktop', async ({ page }) => {
  test.setTimeout(240_000)
  // /donate loads Stripe.js, out of reach here: the page gets the tests' stand-in.
  await stubStripe(page)
  const problems: string[] = []
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const route of routes) problems.push(...(await problemsOn(page, route, width)))
  }
  expect(problems).toEqual([])
})
