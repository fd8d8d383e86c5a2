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
  // the account page loads the signed-in user and its preferences after it shows; a click on
  // "Change Password" before they arrive is undone when the form takes them in
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.getByLabel('New Password').fill(NEW)
  await page.getByLabel('Confirm Password').fill(NEW)
  const current = page.getByLabel('Current password')
  await expect(current).toBeVisible()
  // the form asks the server for its state as fields change: let that answer arrive first, or it
  // lands after the next field is typed and takes that value back (a script types faster than a person)
  await page.waitForLoadState('networkidle')

  // Now and then the admin's form takes back a value just typed (its state refresh races the
  // keystrokes; the field still shows it) and Save then stops at "Please enter your current
  // password": a person types it again and saves again, and so does this test. Only the
  // server's answer shows either message below.
  const save = page.getByRole('button', { name: 'Save' })
  const saveWith = async (password: string, outcome: string) =>
    expect(async () => {
      await current.fill('')
      await current.pressSequentially(password, { delay: 20 })
      await page.waitForLoadState('networkidle')
      await save.click()
      await expect(page.getByText(outcome).first()).toBeVisible({ timeout: 4_000 })
    }).toPass({ timeout: 30_000 })

  await saveWith('not-my-password', 'Your current password is not correct.')
  expect((await request.post('/cms-api/users/login', { data: { username, password: OLD } })).ok()).toBe(true)

  await saveWith(OLD, 'Updated successfully.')
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
