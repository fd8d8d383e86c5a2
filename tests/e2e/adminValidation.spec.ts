/**
 * The admin of the production build says which field is wrong: publishing an empty glossary term
 * marks Term, Short definition and Slug with their own messages, as in development (the minified
 * build once answered with a bare toast, the field details lost).
 */
import { expect, test } from '@playwright/test'

import { ensureE2eAdmin, logInToAdmin } from './helpers'

test.beforeAll(async ({ request }) => {
  await ensureE2eAdmin(request)
})

test('publishing an empty glossary term marks each invalid field with its message', async ({ page }, testInfo) => {
  await logInToAdmin(page)

  await page.goto('/admin/collections/glossary-terms/create')
  const publish = page.getByRole('button', { name: /^Publish/ })
  await expect(publish).toBeEnabled()
  await publish.click()

  // Payload marks each field that failed (class "error") and shows its message beside it.
  const term = page.locator('.field-type.text').filter({ has: page.locator('#field-term') })
  await expect(term).toHaveClass(/error/)
  await expect(term.locator('.field-error')).toContainText('This field is required.')
  const shortDef = page.locator('.field-type').filter({ has: page.locator('#field-shortDef') })
  await expect(shortDef).toHaveClass(/error/)
  await expect(shortDef.locator('.field-error')).toContainText('This field is required.')
  // and the summary toast names them
  await expect(page.getByText(/The following fields are invalid/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('admin-field-errors.png'), fullPage: false })
})
