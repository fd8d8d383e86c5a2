import { expect, test } from '@playwright/test'

import { countLine, hydrated } from './helpers'

test('the FAQ search and topic filter narrow the list', async ({ page, request }) => {
  const { faqs } = await (await request.get('/api/faq')).json()
  await page.goto('/faq')
  await hydrated(page)
  await expect(countLine(page)).toHaveText(`${faqs.length} questions`)
  await page.getByRole('group', { name: 'Filter by topic' }).getByRole('button', { name: 'Health', exact: true }).click()
  const health = faqs.filter((f: { tags: string[] }) => f.tags.includes('health')).length
  await expect(countLine(page)).toHaveText(`${health} question${health === 1 ? '' : 's'} in "Health"`)
  await page.getByLabel('Search the FAQ').fill('no such words anywhere')
  await expect(page.getByText('No FAQs found matching your search')).toBeVisible()
})

test('the list hands the browser only its cards, and a search still finds words that are only in a long answer', async ({ page, request }) => {
  type Faq = { slug: string; question: string; shortAnswer: string; longAnswer: string; tags: string[] }
  const { faqs } = (await (await request.get('/api/faq')).json()) as { faqs: Faq[] }
  const shown = (faq: Faq) => `${faq.question} ${faq.shortAnswer} ${faq.tags.join(' ')}`.toLowerCase()
  // a word of some long answer that no question, short answer or topic holds
  let found: { faq: Faq; word: string } | undefined
  for (const faq of faqs) {
    const word = faq.longAnswer.toLowerCase().match(/[a-z]{9,}/g)?.find((w) => faqs.every((other) => !shown(other).includes(w)))
    if (word) {
      found = { faq, word }
      break
    }
  }
  expect(found).toBeDefined()
  const { faq, word } = found!
  const html = await (await request.get('/faq')).text()
  expect(html).toContain(`/faq/${faq.slug}`)
  expect(html).not.toContain(faq.longAnswer.slice(0, 60))

  await page.goto('/faq')
  await hydrated(page)
  await page.getByLabel('Search the FAQ').fill(word)
  await expect(page.locator(`main a[href="/faq/${faq.slug}"]`)).toBeVisible()
  await expect(countLine(page)).toHaveText(/^\d+ questions?$/)
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

test('topics read as labels, and the topic lives in the URL through reload and Back', async ({ page, request }) => {
  const html = await (await request.get('/faq?topic=getting-started')).text()
  expect(html).toMatch(/questions? in (&quot;|")Getting started(&quot;|")/)

  await page.goto('/faq')
  await hydrated(page)
  await expect(page.locator('main')).not.toContainText('getting-started')
  const topics = page.getByRole('group', { name: 'Filter by topic' })
  await topics.getByRole('button', { name: 'Getting started', exact: true }).click()
  await expect(page).toHaveURL('/faq?topic=getting-started')
  await expect(countLine(page)).toHaveText(/^\d+ questions? in "Getting started"$/)
  await page.reload()
  await hydrated(page)
  await expect(topics.getByRole('button', { name: 'Getting started', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(page).toHaveURL('/faq')
  await expect(topics.getByRole('button', { name: 'All topics' })).toHaveAttribute('aria-pressed', 'true')
})

test('the list lines up with the heading above it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/faq')
  // boundingBox() does not wait: the list (and its search field) may still be loading
  await expect(page.getByLabel('Search the FAQ')).toBeVisible()
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  const search = await page.getByLabel('Search the FAQ').boundingBox()
  expect(Math.abs(search!.x - heading!.x)).toBeLessThanOrEqual(1)
})

for (const width of [390, 1280]) {
  test(`a question's page shows its topics as labels, not slugs, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const { faqs } = await (await request.get('/api/faq')).json()
    const faq = faqs.find((f: { tags: string[] }) => f.tags.includes('getting-started'))
    await page.goto(`/faq/${faq.slug}`)
    const topics = page.getByLabel('Topics')
    await expect(topics.getByText('Getting started', { exact: true })).toBeVisible()
    await expect(page.locator('main')).not.toContainText('getting-started')
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/faq-topics-${width}.png`, fullPage: true })
  })
}
