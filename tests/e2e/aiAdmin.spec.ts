/**
 * The AI feedback analysis end to end, on the instance with the AI fakes (project 'ai', playwright.config.ts):
 * an admin runs the feedback analysis against the fake OpenAI from the admin, sees the proposal
 * it made from a visitor's feedback, approves it and sees the public page change.
 */
import { expect, test } from '@playwright/test'

import { E2E_ADMIN as ADMIN, ensureE2eAdmin } from './helpers'

test("an admin runs the AI feedback analysis, and approving its proposal changes the public page", async ({ page, request }) => {
  test.setTimeout(120_000)
  await ensureE2eAdmin(request)
  const slug = 'pranayama'
  const sent = await request.post('/api/feedback', {
    data: { rating: 'needs_improvement', feedbackText: 'The definition is hard to follow for a beginner.', category: 'content', severity: 'medium', slug: `/glossary/${slug}`, url: `http://127.0.0.1/glossary/${slug}`, userAgent: 'e2e', viewport: '1280x800' },
  })
  expect(sent.status()).toBe(201)

  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/proposals')
  await page.getByRole('button', { name: 'Run processing' }).click()
  await expect(page.getByText('AI feedback analysis running in background')).toBeVisible()
  // the list refreshes 5 s later with what the run proposed
  const proposed = 'A clearer, friendlier text written from visitor feedback.'
  const card = page.getByRole('listitem').filter({ hasText: proposed }).first()
  await expect(card).toBeVisible({ timeout: 30_000 })
  await expect(card).toContainText('86%')

  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Proposal approved and applied successfully')).toBeVisible()
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(`${new URL(page.url()).origin}/glossary/${slug}`)
  await expect(visitor.getByText(proposed).first()).toBeVisible()
  await visitor.close()
})
