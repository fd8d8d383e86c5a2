import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/** Zero axe violations (WCAG 2.1 A/AA and best practices) on the current page. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // every rule still runs on every element; only the passes are not collected and sent back
    .options({ resultTypes: ['violations'] })
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/** The widths every page is checked at: a phone's and a desktop's. */
export const AXE_WIDTHS = [390, 1280] as const

/**
 * Zero axe violations at a phone's width and at a desktop's, on one load of the page: the window
 * is resized between the two checks (the layout follows CSS media queries), which costs a
 * fraction of a second page load. The viewport stays at the last width.
 */
export const expectNoAxeViolationsAtEachWidth = async (page: Page) => {
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await test.step(`axe at ${width}px`, () => expectNoAxeViolations(page))
  }
}

export const countLine = (page: Page) => page.getByTestId('count-line')

/** Waits until React has hydrated the page, so typing reaches controlled fields. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

/**
 * The notification on screen (one at a time), by its text. (includeHidden: while a
 * modal dialog is open, Radix hides the rest of the page, the toast region too, from the
 * accessibility tree.)
 */
/**
 * How long a toast left for the next page may take: signing in or out loads the page afresh
 * (src/components/auth/sessionChange.ts), and its note shows once that page has hydrated.
 */
export const AFTER_LOAD = { timeout: 15_000 } as const

export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li').filter({ hasText: text })

/** The e2e admin (videos, headers and events specs sign in with it). */
export const E2E_ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' } as const

/**
 * Makes sure the e2e admin exists. Payload's first-user screen only works on a database without
 * users, so a spec that creates member accounts calls this first: the specs that need the admin
 * create it that way when they run.
 */
export const ensureE2eAdmin = async (request: APIRequestContext): Promise<void> => {
  const login = await request.post('/cms-api/users/login', { data: E2E_ADMIN })
  if (login.ok()) return
  const created = await request.post('/cms-api/users/first-register', { data: { ...E2E_ADMIN, 'confirm-password': E2E_ADMIN.password } })
  expect(created.ok(), 'the e2e admin must be the first account').toBe(true)
}

/** The e2e admin's Authorization header for /cms-api calls (creating the admin first if needed). */
export const adminAuthHeaders = async (request: APIRequestContext): Promise<{ Authorization: string }> => {
  await ensureE2eAdmin(request)
  const login = await request.post('/cms-api/users/login', { data: E2E_ADMIN })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** Signs in to the admin through its login form (as the e2e admin by default). */
export const logInToAdmin = async (page: Page, { username, password }: { username: string; password: string } = E2E_ADMIN) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/**
 * Completes every lesson of Foundations as the member signed in on `page` (through the API, from
 * the page: the lesson buttons have their own tests) and returns the certificate's verify id.
 */
export const completeFoundations = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const course = await (await fetch('/api/courses/foundations')).json()
    let found = ''
    for (const lesson of course.lessons) {
      const done = await (await fetch(`/api/lessons/${lesson.id}/complete`, { method: 'POST' })).json()
      found = done.certificate?.verifyId ?? found
    }
    return found
  })
