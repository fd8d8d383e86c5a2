/**
 * An admin revokes one certificate in the real admin ('Revoke certificate…' on its edit view,
 * with a required reason), then the public verify page says it was revoked, when and why, at
 * 1280 and 390 px, with no axe violations. Screenshots go to E2E_SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { adminAuthHeaders, completeFoundations, expectNoAxeViolations, logInToAdmin } from './helpers'

const REASON = 'Issued by mistake: <b>two lessons</b> were marked done by a script.'

const shot = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS_DIR) return
  mkdirSync(process.env.E2E_SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

test('an admin revokes a certificate with a reason; the verify page then says revoked, when and why', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const headers = await adminAuthHeaders(request)

  // a member finishes Foundations in a browser of their own
  const member = await browser.newPage()
  const username = `revoked_${Date.now().toString(36)}`.slice(0, 20)
  expect((await member.request.post('/api/auth/register', { data: { username, password: 'a-calm-long-password' } })).ok()).toBe(true)
  await member.goto('/foundations')
  await member.evaluate(() => fetch('/api/courses/foundations/enroll', { method: 'POST' }))
  const verifyId = await completeFoundations(member)
  expect(verifyId).toMatch(/^[0-9a-f]{32}$/)
  const found = await (await request.get(`/cms-api/certificates?where[verifyId][equals]=${verifyId}&depth=0`, { headers })).json()
  const id = found.docs[0].id as number

  await logInToAdmin(page)
  await page.goto(`/admin/collections/certificates/${id}`)
  const revokeButton = page.getByRole('button', { name: 'Revoke certificate…' })
  await expect(revokeButton).toBeVisible()
  // the two fields are the action's to set: read-only in the form
  const reasonField = page.getByLabel('Reason for revoking')
  await expect(reasonField).not.toBeEditable()
  await expect(page.locator('#field-revokedAt input')).toBeDisabled()
  await shot(page, 'admin-certificate-valid')

  await revokeButton.click()
  const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' })
  await expect(dialog).toBeVisible()
  const reason = dialog.getByLabel('Reason (required)')
  await expect(reason).toBeFocused()
  // a blank reason is refused in the dialog, which stays open
  await reason.fill('   ')
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for revoking this certificate.')
  await expect(dialog).toBeVisible()
  await reason.fill(REASON)
  await shot(page, 'admin-certificate-dialog')
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click()
  await expect(page.getByText('Certificate revoked. Its public page now says so, with the reason.').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  // after the refresh the sidebar shows the reason, and the action is gone
  await expect(reasonField).toHaveValue(REASON)
  await expect(page.getByRole('button', { name: 'Revoke certificate…' })).toHaveCount(0)
  await shot(page, 'admin-certificate-revoked')

  // a second revocation through the API changes nothing
  const again = await request.post(`/api/admin/certificates/${id}/revoke`, { headers, data: { reason: 'Another reason' } })
  expect(again.status()).toBe(409)

  for (const width of [1280, 390]) {
    // a context of its own: axe needs one (and a visitor has no session)
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const visitor = await context.newPage()
    await visitor.goto(`/certificates/${verifyId}`)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate revoked' })).toBeVisible()
    const status = visitor.getByRole('status')
    await expect(status).toContainText('This certificate has been revoked.')
    await expect(status).toContainText(/withdrawn on \d{1,2} \w+ \d{4}/)
    // the admin's words as plain text: the tags show as typed, nothing is bold
    await expect(status).toContainText(`Reason: ${REASON}`)
    await expect(status.locator('b')).toHaveCount(0)
    await expect(visitor.getByText('Certificate of completion')).toHaveCount(0)
    await expect(visitor.getByText(username)).toHaveCount(0)
    // nothing sideways at 390 px
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await shot(visitor, 'certificate-revoked-reason')
    await expectNoAxeViolations(visitor)
    await context.close()
  }
  // the member sees it too: on /account and on the course page
  await member.goto('/account')
  await expect(member.getByRole('region', { name: 'My certificates' })).toContainText('revoked')
  await member.goto('/foundations')
  await expect(member.getByText(/Certificate issued \d{1,2} \w+ \d{4}; it has since been revoked\./)).toBeVisible()
  await member.close()

  const api = await (await request.get(`/api/certificates/${verifyId}`)).json()
  expect(api.certificate).toMatchObject({ status: 'revoked', revokedReason: REASON, holderName: null, course: null })
})
