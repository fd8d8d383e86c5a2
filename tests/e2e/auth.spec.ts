import { expect, test, type Page } from '@playwright/test'

import { AFTER_LOAD, ensureE2eAdmin, expectNoAxeViolationsAtEachWidth, hydrated, toastWith } from './helpers'

const PASSWORD = 'quiet-river-stone-42'
let counter = 0
const uniqueName = (prefix: string) => `${prefix}_${Date.now() % 1_000_000}${++counter}`.slice(0, 20)

/** A member created and signed in through the API (the page's cookie jar holds the session). */
const signedInMember = async (page: Page, prefix = 'e2e') => {
  const username = uniqueName(prefix)
  const response = await page.request.post('/api/auth/register', { data: { username, password: PASSWORD } })
  expect(response.status()).toBe(201)
  return username.toLowerCase()
}

const accountCorner = (page: Page) => page.getByRole('banner')

// Members registered here must not take the first-account place of the admin other specs create.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await ensureE2eAdmin(request)
  await request.dispose()
})

test('register → lands on /foundations, greeted by name, the header shows the username', async ({ page }) => {
  await page.goto('/register')
  await hydrated(page)
  const username = uniqueName('newbie')
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByLabel('Confirm password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(toastWith(page, 'Account Created!')).toContainText(username.toLowerCase(), AFTER_LOAD)
  await expect(page).toHaveURL(/\/foundations$/)
  await expect(accountCorner(page).getByTestId('session-username')).toHaveText(username.toLowerCase())
  await expect(accountCorner(page).getByRole('button', { name: 'Log out' })).toBeVisible()
})

test("register shows SPEC §5's messages and sends nothing while they stand; a taken name gets the server's message", async ({ page }) => {
  const taken = await signedInMember(page, 'taken')
  await page.context().clearCookies()
  await page.goto('/register?returnTo=/glossary')
  await hydrated(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/auth/register')) posts.push(request.url())
  })
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Username').fill('a b')
  await form.getByLabel('Password', { exact: true }).fill('12345')
  await form.getByLabel('Confirm password').fill('54321')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible()
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(form.getByText("Passwords don't match")).toBeVisible()
  await form.getByLabel('Username').fill('ab')
  await form.getByLabel('Password', { exact: true }).fill('password123')
  await form.getByLabel('Confirm password').fill('password123')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible()
  await expect(form.getByText('This password is too common. Please choose one that is harder to guess.')).toBeVisible()
  expect(posts).toEqual([])

  await form.getByLabel('Username').fill(taken)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByLabel('Confirm password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(toastWith(page, 'Registration Failed')).toContainText('That username is already taken. Please choose another.')
  await expect(page).toHaveURL(/\/register\?returnTo=/)
  // the link to /login carries the destination
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Fglossary')
})

test('log out from the header, then log in with returnTo: back where you were going', async ({ page }) => {
  const username = await signedInMember(page, 'returner')
  await page.goto('/glossary')
  await hydrated(page)
  await expect(accountCorner(page).getByTestId('session-username')).toHaveText(username)
  await accountCorner(page).getByRole('button', { name: 'Log out' }).click()
  await expect(toastWith(page, 'You have been logged out successfully')).toContainText('Logged out', AFTER_LOAD)
  await expect(accountCorner(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  expect((await (await page.request.get('/api/auth/user')).json()).user).toBeNull()

  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?returnTo=(\/|%2F)account$/)
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill('not-the-password')
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(toastWith(page, 'Login Failed')).toContainText('Invalid credentials')

  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(form.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  await expect(form.getByLabel('Username')).toBeDisabled()
  await expect(toastWith(page, 'Welcome back!')).toContainText(username, AFTER_LOAD)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`Logged in as ${username}`)
})

test('login requires both fields', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(form.getByText('Username is required')).toBeVisible()
  await expect(form.getByText('Password is required')).toBeVisible()
})

for (const attack of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com', '/\t/evil.com', '/\n/evil.com']) {
  test(`returnTo ${JSON.stringify(attack)} is ignored: after login the member lands on /foundations`, async ({ page }) => {
    const username = await signedInMember(page, 'attack')
    await page.context().clearCookies()
    await page.goto(`/login?returnTo=${encodeURIComponent(attack)}`)
    await hydrated(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Username').fill(username)
    await form.getByLabel('Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/foundations$/)
  })
}

test('keyboard only: register, reach the account page, log out', async ({ page }) => {
  await page.goto('/register?returnTo=/account')
  await hydrated(page)
  const username = uniqueName('keys')
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Username').focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Confirm password')).toBeFocused()
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('main')).toContainText(`Logged in as ${username.toLowerCase()}`)
  const logOut = accountCorner(page).getByRole('button', { name: 'Log out' })
  // backwards from wherever focus is after the navigation, into the header
  for (let i = 0; i < 60 && !(await logOut.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab')
  await expect(logOut).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toastWith(page, 'Logged out')).toBeVisible(AFTER_LOAD)
  await expect(page).toHaveURL(/\/$/)
})

test.describe('the account page', () => {
  test('shows the username, calm empty courses, the data download, and changes the password', async ({ page }) => {
    const username = await signedInMember(page, 'acct')
    await page.goto('/account')
    await hydrated(page)
    const courses = page.getByRole('region', { name: 'My courses' })
    await expect(courses).toContainText("You haven't started a course yet")
    await expect(courses.getByRole('link', { name: 'Start Foundations' })).toHaveAttribute('href', '/foundations')
    await expect(page.getByRole('region', { name: 'My certificates' })).toContainText('No certificates yet')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(new RegExp(`^yoga-commons-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`))

    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill(PASSWORD)
    await form.getByLabel('New password', { exact: true }).fill('abc')
    await form.getByLabel('Confirm new password').fill('abd')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(form.getByText("Passwords don't match")).toBeVisible()
    await form.getByLabel('Current password').fill('wrong-current-pass')
    await form.getByLabel('New password', { exact: true }).fill('gentle-tide-moon-9')
    await form.getByLabel('Confirm new password').fill('gentle-tide-moon-9')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(toastWith(page, 'Password not changed')).toContainText('Your current password is not correct.')
    await form.getByLabel('Current password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(toastWith(page, 'Password changed')).toBeVisible()
    await expect(form.getByLabel('Current password')).toHaveValue('')
    const relogin = await page.request.post('/api/auth/login', { data: { username, password: 'gentle-tide-moon-9' } })
    expect(relogin.status()).toBe(200)
  })

  test('deletes the account after the password confirms it', async ({ page }) => {
    const username = await signedInMember(page, 'leaver')
    await page.goto('/account')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Delete my account' })
    await form.getByLabel('Your password, to confirm').fill('not-it-at-all')
    await form.getByRole('button', { name: 'Delete my account' }).click()
    await expect(toastWith(page, 'Account not deleted')).toContainText('That password is not correct.')
    await form.getByLabel('Your password, to confirm').fill(PASSWORD)
    await form.getByRole('button', { name: 'Delete my account' }).click()
    await expect(toastWith(page, 'Account deleted')).toBeVisible(AFTER_LOAD)
    await expect(page).toHaveURL(/\/$/)
    await expect(accountCorner(page).getByRole('link', { name: 'Log in' })).toBeVisible()
    const login = await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })
    expect(login.status()).toBe(401)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side menu shows the username and logs out; signed out it offers Log in', async ({ page }) => {
    const username = await signedInMember(page, 'phone')
    await page.goto('/poses')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu.getByTestId('session-username')).toHaveText(username)
    await menu.getByRole('button', { name: 'Log out' }).click()
    await expect(toastWith(page, 'You have been logged out successfully')).toBeVisible(AFTER_LOAD)
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(menu.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
  })
})

// Each page loads once and is checked at a phone's width and a desktop's (helpers.ts).
test.describe('axe at 390px and 1280px', () => {
  test.use({ viewport: { width: 390, height: 900 } })
  for (const route of ['/login', '/register', '/account']) {
    test(`finds nothing on ${route}${route === '/account' ? ' (signed in)' : ''}`, async ({ page }) => {
      if (route === '/account') await signedInMember(page, 'axe')
      await page.setViewportSize({ width: 390, height: 900 })
      await page.goto(route)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolationsAtEachWidth(page)
    })
  }
})
