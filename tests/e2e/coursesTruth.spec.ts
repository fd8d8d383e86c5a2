/**
 * The courses' share of "tell visitors, donors and members only what is true":
 * - point 7: Courses in the header, the side menu, the footer and on the home page;
 * - point 8: from a locked lesson, register or log in comes back to it, and "Enrol for free"
 *   there opens that lesson (not lesson 1);
 * - point 12: the footer offers a signed-in member their account, not "Log in"; the /account
 *   progress bar wears the brand's sage; after "Mark complete" focus lands on "Lesson complete";
 * - point 6: after "Delete my account" the certificate names no one: only that it was revoked
 *   and when, on the page and in /api/certificates/{id}.
 * At 390 and 1280 px, with screenshots in /tmp/shots-i30-courses.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { completeFoundations, ensureE2eAdmin, hydrated } from './helpers'

const SHOTS = '/tmp/shots-i30-courses'
const PASSWORD = 'a-calm-long-password'
const LOCKED = '/courses/foundations/standing-tall'
let counter = 0
const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${++counter}`.slice(0, 20).toLowerCase()

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await ensureE2eAdmin(request)
  await request.dispose()
})

/** A new member signed in in this page's browser context (through the site's own register API). */
const signUp = async (page: Page, prefix = 'truth') => {
  const username = uniqueName(prefix)
  const made = await page.request.post('/api/auth/register', { data: { username, password: PASSWORD } })
  expect(made.ok()).toBe(true)
  return username
}

const enrolOnTheLesson = async (page: Page) => {
  await expect(page).toHaveURL(LOCKED, { timeout: 20_000 })
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'This lesson opens when you join the course' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Enrol for free' }).click()
  // the same lesson, open now: not lesson 1, not the course page
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible()
  await expect(page).toHaveURL(LOCKED)
  await expect(page.getByRole('heading', { level: 1, name: 'Standing tall: Mountain Pose and Tree Pose' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'This lesson opens when you join the course' })).toHaveCount(0)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('Courses are in the main navigation, the footer and on the home page', async ({ page }) => {
      await page.goto('/')
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        const menu = page.getByTestId('mobile-menu')
        await expect(menu.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses')
        await page.screenshot({ path: `${SHOTS}/menu-${width}.png` })
        await page.keyboard.press('Escape')
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses')
        await page.screenshot({ path: `${SHOTS}/header-${width}.png` })
      }
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses')
      const courses = page.getByRole('region', { name: 'Learn step by step' })
      await expect(courses.getByRole('link', { name: 'Start Foundations' })).toHaveAttribute('href', '/foundations')
      await expect(courses.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses')
      await courses.screenshot({ path: `${SHOTS}/home-courses-${width}.png` })
      await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true })

      // the link is marked current on the course pages, /foundations included
      await page.goto('/foundations')
      if (width >= 1024) {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page')
      }
    })

    test('register from a locked lesson comes back to it, and "Enrol for free" opens that lesson', async ({ page }) => {
      await page.goto(LOCKED)
      await page.getByRole('link', { name: 'Create a free account to continue' }).click()
      await expect(page).toHaveURL(/\/register\?returnTo=%2Fcourses%2Ffoundations%2Fstanding-tall$/)
      await hydrated(page)
      const form = page.getByRole('form', { name: 'Create an account' })
      await form.getByLabel('Username').fill(uniqueName('returner'))
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await form.getByLabel('Confirm password').fill(PASSWORD)
      await form.getByRole('button', { name: 'Create account' }).click()
      // (registering hashes the password: on a busy machine this can take a few seconds)
      await expect(page).toHaveURL(LOCKED, { timeout: 20_000 })
      await hydrated(page)
      await page.screenshot({ path: `${SHOTS}/locked-lesson-member-${width}.png`, fullPage: true })
      await enrolOnTheLesson(page)
    })

    test('log in from a locked lesson comes back to it, and "Enrol for free" opens that lesson', async ({ page, request }) => {
      const username = uniqueName('comeback')
      expect((await request.post('/api/auth/register', { data: { username, password: PASSWORD } })).ok()).toBe(true)
      await page.goto(LOCKED)
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses%2Ffoundations%2Fstanding-tall$/)
      await hydrated(page)
      const form = page.getByRole('form', { name: 'Log in' })
      await form.getByLabel('Username').fill(username)
      await form.getByLabel('Password').fill(PASSWORD)
      await form.getByRole('button', { name: 'Log in' }).click()
      await enrolOnTheLesson(page)
    })

    test('a signed-in member: the footer offers their account; "Mark complete" leaves focus on "Lesson complete"; the progress bar is sage', async ({ page }) => {
      await page.goto('/')
      const support = page.getByRole('contentinfo').getByRole('navigation', { name: 'Support' })
      await expect(support.getByRole('link', { name: 'Log in' })).toBeVisible()
      await signUp(page)
      await page.goto('/')
      await expect(support.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')
      await expect(support.getByRole('link', { name: 'Log in' })).toHaveCount(0)
      await expect(support.getByRole('link', { name: 'Create an account' })).toHaveCount(0)
      await support.screenshot({ path: `${SHOTS}/footer-member-${width}.png` })

      await page.goto('/foundations')
      await hydrated(page)
      await page.getByRole('button', { name: 'Enrol for free' }).click()
      await expect(page).toHaveURL('/courses/foundations/what-yoga-is')
      await hydrated(page)
      const mark = page.getByRole('button', { name: 'Mark complete' })
      await mark.focus()
      await page.keyboard.press('Enter')
      const status = page.getByRole('main').getByRole('status').filter({ hasText: 'Lesson complete' })
      await expect(status).toBeFocused()
      // the next Tab reaches the way on
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Next lesson' })).toBeFocused()
      await page.screenshot({ path: `${SHOTS}/lesson-complete-${width}.png` })

      await page.goto('/account')
      const bar = page.getByRole('progressbar', { name: 'Foundations progress' })
      await expect(bar).toBeVisible()
      await page.getByRole('region', { name: 'My courses' }).screenshot({ path: `${SHOTS}/account-courses-${width}.png` })
      // 1 of 9 done: the filled start of the bar is the brand's sage (#2f5449), not the browser's green
      // the bar's own pixels
      const { data, info } = await sharp(await bar.screenshot()).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number) => {
        const i = (info.width * Math.floor(info.height / 2) + Math.floor(info.width * x)) * info.channels
        return [data[i]!, data[i + 1]!, data[i + 2]!]
      }
      const [sage, track] = [pixel(0.06), pixel(0.8)]
      const near = ([r, g, b]: number[], [R, G, B]: number[]) => Math.abs(r! - R!) + Math.abs(g! - G!) + Math.abs(b! - B!) < 30
      expect(near(sage!, [0x2f, 0x54, 0x49]), `filled part ${sage}`).toBe(true)
      // and the rest is the sand track (#d9cab2)
      expect(near(track!, [0xd9, 0xca, 0xb2]), `track ${track}`).toBe(true)
    })

    test('after "Delete my account" the certificate names no one: only that it was revoked, and when', async ({ page, browser }) => {
      test.setTimeout(120_000)
      await signUp(page, 'leaver')
      await page.goto('/account')
      // the name the member chose, then every lesson done (through the API; courses.spec covers the buttons)
      await page.evaluate(async () => {
        await fetch('/api/account/name', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ displayName: 'Marisol Quintana' }) })
        await fetch('/api/courses/foundations/enroll', { method: 'POST' })
      })
      const verifyId = await completeFoundations(page)
      expect(verifyId).toMatch(/^[0-9a-f]{32}$/)
      const stranger = await browser.newPage({ viewport: { width, height: 900 } })
      await stranger.goto(`/certificates/${verifyId}`)
      await expect(stranger.getByText('Marisol Quintana').first()).toBeVisible()

      await page.goto('/account')
      await hydrated(page)
      const form = page.getByRole('form', { name: 'Delete my account' })
      await form.getByLabel('Your password, to confirm').fill(PASSWORD)
      await form.getByRole('button', { name: 'Delete my account' }).click()
      await expect(page).toHaveURL('/')

      await stranger.goto(`/certificates/${verifyId}`)
      await expect(stranger.getByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible()
      await expect(stranger.getByRole('status')).toContainText('This certificate has been revoked.')
      await expect(stranger.getByRole('status')).toContainText(/withdrawn on \d{1,2} \w+ \d{4}/)
      await expect(stranger.getByText('Marisol Quintana')).toHaveCount(0)
      await expect(stranger.getByText('Certificate of completion')).toHaveCount(0)
      await expect(stranger.getByRole('main').getByRole('link', { name: 'Foundations' })).toHaveCount(0)
      await stranger.screenshot({ path: `${SHOTS}/certificate-revoked-${width}.png`, fullPage: true })
      const api = await stranger.request.get(`/api/certificates/${verifyId}`)
      expect(api.status()).toBe(200)
      const body = await api.json()
      expect(body.certificate).toMatchObject({ status: 'revoked', holderName: null, course: null })
      expect(JSON.stringify(body)).not.toContain('Marisol')
      await stranger.close()
    })
  })
}

test('with Courses added, the desktop bar still fits on one line from 1024 px, signed in with a long name', async ({ page }) => {
  await signUp(page, 'a_rather_long_name')
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/courses')
    await hydrated(page)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
    const bar = page.getByRole('banner')
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(65)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    // the site name stays on one line, the nine links too
    const name = bar.getByRole('link', { name: /home$/ })
    expect((await name.boundingBox())!.height).toBeLessThanOrEqual(40)
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    await expect(links).toHaveCount(9)
    const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await bar.screenshot({ path: `${SHOTS}/header-member-${width}.png` })
  }
})
