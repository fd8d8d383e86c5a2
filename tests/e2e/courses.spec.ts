/**
 * Courses in the browser: a visitor's /foundations (preview lessons, the call to create
 * a free account, calm locked lessons), a member who enrols, finishes every lesson by keyboard
 * and opens the certificate with its QR code, and axe at 390 and 1280 px.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { completeFoundations, expectNoAxeViolationsAtEachWidth, hydrated, toastWith } from './helpers'
import { stubStripe } from './stripeStub'

const admin = { username: 'e2e_admin', password: 'e2e-admin-password' }

let cachedToken: string | undefined
const adminToken = async (request: APIRequestContext): Promise<string> => {
  if (cachedToken) return cachedToken
  let login = await request.post('/cms-api/users/login', { data: admin })
  if (!login.ok()) {
    await request.post('/cms-api/users/first-register', { data: { ...admin, 'confirm-password': admin.password } })
    login = await request.post('/cms-api/users/login', { data: admin })
  }
  cachedToken = (await login.json()).token as string
  return cachedToken
}

/** A new member (made by the admin through /cms-api), signed in in this page's browser context. */
const signInNewMember = async (page: Page, request: APIRequestContext): Promise<string> => {
  const username = `learner_${Date.now().toString(36)}`.slice(0, 20)
  const password = 'a-calm-long-password'
  const made = await request.post('/cms-api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { username, password, roles: ['member'] },
  })
  expect(made.ok()).toBe(true)
  // The browser context's own request: the session cookie lands in the browser.
  const login = await page.request.post('/cms-api/users/login', { data: { username, password } })
  expect(login.ok()).toBe(true)
  return username
}

test('a visitor sees the Foundations overview, the preview lessons and the call to create a free account', async ({ page }) => {
  await page.goto('/foundations')
  await expect(page.getByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible()
  const lessons = page.getByRole('region', { name: 'Lessons' })
  await expect(lessons.getByRole('listitem')).toHaveCount(9)
  await expect(lessons.getByText('Free preview')).toHaveCount(2)
  // preview lessons are links; locked ones are not
  await expect(lessons.getByRole('link')).toHaveCount(2)
  const create = page.getByRole('link', { name: 'Create a free account to continue' })
  await expect(create).toHaveAttribute('href', '/register?returnTo=%2Ffoundations')
  await expect(page.getByRole('complementary', { name: 'Your progress' }).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Ffoundations')

  await page.getByRole('link', { name: '1. What yoga is, and what it is not' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'What yoga is, and what it is not' })).toBeVisible()
  await expect(page.getByText('A very old word for a simple idea')).toBeVisible()
  await expect(page.getByRole('link', { name: 'yoga', exact: true }).first()).toHaveAttribute('href', '/glossary/yoga')
  await expect(page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0)

  // a locked lesson: a calm locked state, no body
  await page.goto('/courses/foundations/standing-tall')
  await expect(page.getByRole('heading', { name: 'This lesson opens when you join the course' })).toBeVisible()
  await expect(page.getByText('Mountain Pose (Tāḍāsana)')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Create a free account to continue' })).toHaveAttribute(
    'href',
    '/register?returnTo=%2Fcourses%2Ffoundations%2Fstanding-tall',
  )
  // its linked poses are still there to explore
  await expect(page.getByRole('link', { name: 'Tree Pose' })).toHaveAttribute('href', '/poses/tree-pose')
})

test('/courses lists every course; an unknown course and certificate are 404s', async ({ page }) => {
  await page.goto('/courses')
  await expect(page.getByRole('link', { name: 'Foundations' })).toHaveAttribute('href', '/foundations')
  await expect(page.getByRole('link', { name: 'Breath for Everyday Calm' })).toBeVisible()
  await expect(page.getByText('$19, yours for life')).toBeVisible()
  const course = await page.goto('/courses/not-a-course')
  expect(course?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible()
  const certificate = await page.goto(`/certificates/${'0'.repeat(32)}`)
  expect(certificate?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible()
})

test('a member enrols, finishes every lesson by keyboard and gets a certificate anyone can verify', async ({ page, request, browser }) => {
  test.setTimeout(180_000)
  const username = await signInNewMember(page, request)
  await page.goto('/foundations')
  await hydrated(page)
  const enrol = page.getByRole('button', { name: 'Enrol for free' })
  await enrol.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/courses/foundations/what-yoga-is')

  const slugs = ['what-yoga-is', 'your-breath', 'standing-tall', 'warrior-ii', 'hands-and-knees', 'on-the-floor', 'first-sequence', 'relaxation', 'keep-going']
  for (const [index, slug] of slugs.entries()) {
    await expect(page).toHaveURL(`/courses/foundations/${slug}`)
    await hydrated(page)
    const mark = page.getByRole('button', { name: 'Mark complete' })
    await mark.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Lesson complete' })).toBeVisible()
    if (index === 2) {
      await page.goto('/foundations')
      await expect(page.getByText('3 of 9 lessons done').first()).toBeVisible()
      await page.getByRole('link', { name: 'Continue where you left off' }).click()
    } else if (index < slugs.length - 1) {
      const next = page.getByRole('link', { name: 'Next lesson' })
      await next.focus()
      await page.keyboard.press('Enter')
    }
  }
  await expect(toastWith(page, 'Course complete!')).toBeVisible()
  const certificateLink = page.getByRole('link', { name: 'View your certificate' })
  await expect(certificateLink).toBeVisible()
  const href = await certificateLink.getAttribute('href')
  expect(href).toMatch(/^\/certificates\/[0-9a-f]{32}$/)

  await page.goto('/foundations')
  await expect(page.getByText('9 of 9 lessons done')).toBeVisible()

  // anyone, signed out, verifies it at its public address
  const stranger = await browser.newPage()
  const response = await stranger.goto(href!)
  expect(response?.status()).toBe(200)
  await expect(stranger.getByText('Valid certificate.')).toBeVisible()
  await expect(stranger.getByText(username, { exact: true })).toBeVisible()
  await expect(stranger.getByRole('link', { name: 'Foundations' })).toBeVisible()
  const qr = stranger.getByRole('img', { name: /QR code linking to .*\/certificates\/[0-9a-f]{32}$/ })
  await expect(qr.locator('svg')).toBeVisible()
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await stranger.close()
})

test("a member with no e-mail follows the receipt link on a paid course to their account's e-mail section", async ({ page, request }) => {
  await stubStripe(page)
  await page.setViewportSize({ width: 390, height: 800 })
  await signInNewMember(page, request)
  await page.goto('/courses/breath-for-everyday-calm')
  await hydrated(page)
  await page.getByRole('link', { name: 'Add an e-mail address in your account' }).click()
  await expect(page).toHaveURL('/account#account-email-section')
  // the section far down the account page, in sight: not the top of the page
  await expect(page.getByRole('heading', { name: 'E-mail (optional)' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
})

test('a member buys the paid course against the fake Stripe: it opens at once, for life', async ({ page, request }) => {
  await stubStripe(page)
  await signInNewMember(page, request)
  await page.goto('/courses/breath-for-everyday-calm')
  await hydrated(page)
  const lessons = page.getByRole('region', { name: 'Lessons' })
  await expect(lessons.getByText('Opens when you buy the course')).toHaveCount(4)
  await page.getByRole('button', { name: 'Buy for $19, yours for life' }).click()
  const form = page.getByRole('form', { name: 'Payment' })
  await expect(form.getByTestId('stripe-payment-element')).toBeVisible()
  await form.getByRole('button', { name: 'Buy for $19, yours for life' }).click()
  await expect(page).toHaveURL(/\/courses\/breath-for-everyday-calm\?payment_intent=pi_/)
  await expect(page.getByText('Thank you: the course is yours')).toBeVisible()
  await expect(page.getByText('0 of 5 lessons done')).toBeVisible()
  await expect(lessons.getByRole('link')).toHaveCount(5)
  // later visits: still open, nothing to buy
  await page.goto('/courses/breath-for-everyday-calm')
  await expect(page.getByText('Yours for life.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Buy for/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Start the first lesson' }).click()
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible()
})

test("when Stripe's script cannot load, the buyer reads so and can try again (no button that does nothing)", async ({ page, request }) => {
  let reachable = false
  await stubStripe(page, { reachable: () => reachable })
  await signInNewMember(page, request)
  await page.goto('/courses/breath-for-everyday-calm')
  await hydrated(page)
  await page.getByRole('button', { name: 'Buy for $19, yours for life' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The payment form could not load. Please try again.' })
  await expect(alert).toBeVisible()
  await expect(page.getByRole('form', { name: 'Payment' })).toHaveCount(0)
  // js.stripe.com answers again: "Try again" brings the buy button back, and the form opens
  reachable = true
  await alert.getByRole('button', { name: 'Try again' }).click()
  await page.getByRole('button', { name: 'Buy for $19, yours for life' }).click()
  await expect(page.getByRole('form', { name: 'Payment' }).getByTestId('stripe-payment-element')).toBeVisible()
})

// Each page loads once and is checked at a phone's width and a desktop's (helpers.ts).
test.describe('axe at 390px and 1280px', () => {
  test.use({ viewport: { width: 390, height: 900 } })
  for (const route of ['/courses', '/foundations', '/courses/foundations/what-yoga-is', '/courses/foundations/standing-tall', '/courses/breath-for-everyday-calm', `/certificates/${'0'.repeat(32)}`]) {
    test(`nothing on ${route}, signed out`, async ({ page }) => {
      await page.goto(route)
      await expectNoAxeViolationsAtEachWidth(page)
    })
  }
  test('nothing on the member pages and the certificate', async ({ page, request }) => {
    test.setTimeout(120_000)
    await signInNewMember(page, request)
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/foundations')
    await expectNoAxeViolationsAtEachWidth(page)
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/courses/breath-for-everyday-calm')
    await expectNoAxeViolationsAtEachWidth(page)
    await page.goto('/foundations')
    await hydrated(page)
    await page.getByRole('button', { name: 'Enrol for free' }).click()
    await expect(page).toHaveURL('/courses/foundations/what-yoga-is')
    await expectNoAxeViolationsAtEachWidth(page)
    // finish through the API from the page (the journey above covers the buttons)
    const verifyId = await completeFoundations(page)
    expect(verifyId).toMatch(/^[0-9a-f]{32}$/)
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/foundations')
    await expectNoAxeViolationsAtEachWidth(page)
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto(`/certificates/${verifyId}`)
    await expectNoAxeViolationsAtEachWidth(page)
  })
})
