/**
 * An editor changes their own password on the admin panel's account page: "Change Password"
 * opens New Password, Confirm Password and Current password; a wrong current password is refused
 * at that field, the right one saves. An admin editing someone else is not asked for it.
 */
import { expect, test } from '@playwright/test'

import { adminAuthHeaders, logInToAdmin } from './helpers'

const OLD = 'e2e-editor-password'
const NEW = 'e2e-editor-new-password'

test('an editor changes their password on the account page, giving the current one', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = await adminAuthHeaders(request)
  const username = `pw_${Date.now() % 1_000_000}`
  const created = await request.post('/cms-api/users', { headers, data: { username, password: OLD, roles: ['editor'] } })
  expect(created.status(), await created.text()).toBe(201)

  const editorId = (await created.json()).doc.id

  await logInToAdmin(page, { username, password: OLD })
  await page.goto('/admin/account')
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.getByLabel('New Password').fill(NEW)
  await page.getByLabel('Confirm Password').fill(NEW)
  const current = page.getByLabel('Current password')
  await expect(current).toBeVisible()

  await current.fill('not-my-password')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible()
  expect((await request.post('/cms-api/users/login', { data: { username, password: OLD } })).ok()).toBe(true)

  await current.fill(OLD)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()
  expect((await request.post('/cms-api/users/login', { data: { username, password: NEW } })).ok()).toBe(true)
  expect((await request.post('/cms-api/users/login', { data: { username, password: OLD } })).ok()).toBe(false)

  // the admin, in another browser, changing that editor's password is not asked for one
  const admin = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin })
  const adminPage = await admin.newPage()
  await logInToAdmin(adminPage)
  await adminPage.goto(`/admin/collections/users/${editorId}`)
  await adminPage.getByRole('button', { name: 'Change Password' }).click()
  await expect(adminPage.getByLabel('New Password')).toBeVisible()
  await expect(adminPage.getByLabel('Current password')).toHaveCount(0)
  await admin.close()
})
