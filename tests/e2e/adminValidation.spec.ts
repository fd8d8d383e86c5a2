/**
 * The admin of the production build says which field is wrong: publishing an empty glossary term
 * marks Term, Short definition and Slug with their own messages, as in development (the minified
 * build once answered with a bare toast, the field details lost).
 */
import { expect, test } from '@playwright/test'

import { E2E_ADMIN, ensureE2eAdmin, logInToAdmin } from './helpers'

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

test('"Save Draft" on an empty form is refused at Term and writes nothing; a named draft saves and gets its slug', async ({ page, request }, testInfo) => {
  await logInToAdmin(page)
  await page.goto('/admin/collections/glossary-terms/create')
  const saveDraft = page.getByRole('button', { name: 'Save Draft' })
  await expect(saveDraft).toBeEnabled()
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/cms-api/glossary-terms'))
  await saveDraft.click()
  expect((await answered).status()).toBe(400)

  // the editor is told which field is missing
  await expect(page.getByText('The following field is invalid: Term')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('admin-nameless-draft.png'), fullPage: false })
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/admin-nameless-draft.png`, fullPage: false })
  // still the create form: no nameless draft was made
  expect(new URL(page.url()).pathname).toBe('/admin/collections/glossary-terms/create')
  const nameless = await request.get('/cms-api/glossary-terms?draft=true&where[term][exists]=false&limit=1', {
    headers: { Authorization: `JWT ${(await (await request.post('/cms-api/users/login', { data: E2E_ADMIN })).json()).token}` },
  })
  expect((await nameless.json()).totalDocs).toBe(0)

  const name = `Draft Study ${Date.now() % 100_000}`
  await page.locator('#field-term').fill(name)
  await saveDraft.click()
  await expect(page).toHaveURL(/\/admin\/collections\/glossary-terms\/\d+/)
  await expect(page.locator('#field-slug')).toHaveValue(name.toLowerCase().replace(/ /g, '-'))
})
