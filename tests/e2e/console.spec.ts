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

/** Pages open at once: most of a visit is waiting for the network to fall quiet. */
const PAGES_AT_ONCE = 4

// One sweep over every route at both widths, so a failure names every page at once.
test('no public route logs an error or throws, on a phone or a desktop', async ({ context }) => {
  test.setTimeout(240_000)
  const visits = [390, 1280].flatMap((width) => routes.map((route) => ({ route, width })))
  const problems: string[][] = visits.map(() => [])
  let next = 0
  // A few tabs take the visits in turn, each at the width of the visit it takes.
  const tab = async () => {
    const page = await context.newPage()
    // /donate loads Stripe.js, out of reach here: the page gets the tests' stand-in.
    await stubStripe(page)
    for (let index = next++; index < visits.length; index = next++) {
      const { route, width } = visits[index]!
      await page.setViewportSize({ width, height: 900 })
      problems[index] = await problemsOn(page, route, width)
    }
    await page.close()
  }
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, tab))
  expect(problems.flat()).toEqual([])
})
