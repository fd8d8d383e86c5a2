import { expect, test } from '@playwright/test'

import { countLine, hydrated } from './helpers'

test('the FAQ search and topic filter narrow the list', async ({ page, request }) => {
  const { faqs } = await (await request.get('/api/faq')).json()
  await page.goto('/faq')
  await hydrated(page)
  await expect(countLine(page)).toHaveText(`${faqs.length} questions`)
  await page.getByRole('group', { name: 'Filter by topic' }).getByRole('button', { name: 'health' }).click()
  const health = faqs.filter((f: { tags: string[] }) => f.tags.includes('health')).length
  await expect(countLine(page)).toHaveText(`${health} question${health === 1 ? '' : 's'} in "health"`)
  await page.getByLabel('Search the FAQ').fill('no such words anywhere')
  await expect(page.getByText('No FAQs found matching your search')).toBeVisible()
})

test('an FAQ page shows the answer and tips, and an unknown one says FAQ not found', async ({ page, request }) => {
  const { faqs } = await (await request.get('/api/faq')).json()
  await page.goto(`/faq/${faqs[0].slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqs[0].question)
  await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible()
  const response = await page.goto('/faq/not-a-question')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'FAQ not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the FAQ' })).toHaveAttribute('href', '/faq')
})
