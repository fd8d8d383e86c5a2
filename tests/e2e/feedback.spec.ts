import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, hydrated, toastWith } from './helpers'

const openDialog = async (page: Page, path = '/glossary') => {
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('button', { name: 'Improve this page' }).click()
  const dialog = page.getByRole('dialog', { name: 'Improve this page' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the round button opens "Improve this page" with three ratings; details only for "Needs improvement"', async ({ page }) => {
  const dialog = await openDialog(page)
  await expect(dialog.getByRole('radio')).toHaveCount(3)
  for (const label of ['Exceeded expectations', 'Met expectations', 'Needs improvement']) {
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible()
  }
  await expect(dialog.getByText("We'll only use this to follow up on your feedback")).toBeVisible()
  await expect(dialog.getByText(/human direction and AI production/)).toBeVisible()
  await expect(dialog.getByLabel('What could be better?')).toHaveCount(0)

  await dialog.getByRole('radio', { name: 'Needs improvement' }).check()
  await expect(dialog.getByLabel('What could be better?')).toHaveAttribute('rows', '4')
  await expect(dialog.getByLabel('Category')).toBeVisible()
  await expect(dialog.getByLabel('Severity')).toBeVisible()

  await dialog.getByRole('radio', { name: 'Met expectations' }).check()
  await expect(dialog.getByLabel('What could be better?')).toHaveCount(0)
})

test('asks for a rating and a valid e-mail before sending anything', async ({ page }) => {
  const dialog = await openDialog(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/feedback')) posts.push(request.url())
  })
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(dialog.getByText('Please select a rating')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Met expectations' }).check()
  await dialog.getByLabel(/Email/).fill('not-an-email')
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible()
  expect(posts).toEqual([])
})

test('sends the answers with the page context, thanks, closes itself after 3 s and opens fresh', async ({ page }) => {
  const dialog = await openDialog(page, '/poses')
  await dialog.getByRole('radio', { name: 'Needs improvement' }).check()
  await dialog.getByLabel('What could be better?').fill('The step photos are small on my phone.')
  await dialog.getByLabel('Category').selectOption('design')
  await dialog.getByLabel('Severity').selectOption('medium')
  await dialog.getByLabel(/Email/).fill('reader@example.org')

  // Hold the answer a moment to see the pending state.
  await page.route('**/api/feedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  const requestPromise = page.waitForRequest((request) => request.url().endsWith('/api/feedback') && request.method() === 'POST')
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  const body = (await requestPromise).postDataJSON()
  expect(body).toMatchObject({
    rating: 'needs_improvement',
    feedbackText: 'The step photos are small on my phone.',
    category: 'design',
    severity: 'medium',
    email: 'reader@example.org',
    slug: '/poses',
  })
  expect(body.url).toMatch(/\/poses$/)
  expect(body.userAgent).toContain('Chrome')
  expect(body.viewport).toBe('1280x800')

  const thanks = page.getByRole('dialog', { name: 'Thanks!' })
  await expect(thanks).toBeVisible()
  await expect(thanks.getByText("We'll use your notes to self-improve this page.")).toBeVisible()
  await expect(thanks).toBeHidden({ timeout: 4500 })

  const again = await openDialog(page, '/poses')
  await expect(again.getByRole('radio', { name: 'Needs improvement' })).not.toBeChecked()
  await expect(again.getByLabel(/Email/)).toHaveValue('')
})

test('closing by hand resets; Escape closes and gives focus back to the button', async ({ page }) => {
  const dialog = await openDialog(page)
  await dialog.getByRole('radio', { name: 'Exceeded expectations' }).check()
  await dialog.getByLabel(/Email/).fill('someone@example.org')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  const button = page.getByRole('button', { name: 'Improve this page' })
  await button.click()
  await expect(dialog.getByRole('radio', { name: 'Exceeded expectations' })).not.toBeChecked()
  await expect(dialog.getByLabel(/Email/)).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('a failure keeps the dialog and its answers, and says what went wrong', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server trouble' }) }),
  )
  const dialog = await openDialog(page)
  await dialog.getByRole('radio', { name: 'Met expectations' }).check()
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  // Said once, inside the dialog (a toast would cover its title)
  const alert = dialog.getByTestId('feedback-error')
  await expect(alert).toHaveText('ErrorServer trouble')
  await expect(alert).toHaveAttribute('role', 'alert')
  await expect(page.getByText('Server trouble')).toHaveCount(1)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Met expectations' })).toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Send Feedback' })).toBeEnabled()
})

test('a failure without a server message shows SPEC\'s fallback', async ({ page }) => {
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 502, body: '' }))
  const dialog = await openDialog(page)
  await dialog.getByRole('radio', { name: 'Met expectations' }).check()
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(dialog.getByTestId('feedback-error')).toHaveText('ErrorFailed to submit feedback. Please try again.')
  await expect(dialog).toBeVisible()
})

test('a failure that answers after the dialog was closed is a toast', async ({ page }) => {
  await page.route('**/api/feedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server trouble' }) })
  })
  const dialog = await openDialog(page)
  await dialog.getByRole('radio', { name: 'Met expectations' }).check()
  await dialog.getByRole('button', { name: 'Send Feedback' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(toastWith(page, 'Server trouble')).toContainText('Error')
})

for (const width of [390, 1280]) {
  test(`axe finds nothing in the open dialog at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const dialog = await openDialog(page, '/')
    await dialog.getByRole('radio', { name: 'Needs improvement' }).check()
    await expectNoAxeViolations(page)
  })
}
