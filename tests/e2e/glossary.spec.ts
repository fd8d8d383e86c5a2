import { expect, test } from '@playwright/test'

import { countLine, hydrated } from './helpers'

test('the glossary filters narrow the count line as SPEC words it', async ({ page, request }) => {
  const { terms } = await (await request.get('/api/glossary')).json()
  await page.goto('/glossary')
  await hydrated(page)
  await expect(countLine(page)).toHaveText(`${terms.length} terms`)

  await page.getByLabel('Filter by tag').selectOption('breath')
  const breath = terms.filter((t: { tags: string[] }) => t.tags.includes('breath')).length
  await expect(countLine(page)).toHaveText(`${breath} terms in "Breath"`)

  await page.getByRole('group', { name: 'Filter by first letter' }).getByRole('button', { name: 'P', exact: true }).click()
  await expect(countLine(page)).toHaveText(/^\d+ terms? in "Breath" starting with "P"$/)
  await expect(page.getByRole('heading', { level: 2, name: 'P', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'A', exact: true })).toHaveCount(0)

  await page.getByLabel('Filter by tag').selectOption('all')
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await page.getByLabel('Search the glossary').fill('āsana')
  await expect(page.getByRole('link', { name: /^Asana/ })).toBeVisible()
  await page.getByLabel('Search the glossary').fill('zzzz')
  await expect(countLine(page)).toHaveText('0 terms')
  await expect(page.getByText('No terms found matching your search')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(countLine(page)).toHaveText(`${terms.length} terms`)
})

test('glossary cards show at most three tags and the page carries DefinedTermSet data', async ({ page }) => {
  await page.goto('/glossary')
  const cards = page.locator('main ul li a[href^="/glossary/"]')
  const count = await cards.count()
  for (let i = 0; i < count; i += 7) {
    expect(await cards.nth(i).locator('span.rounded-full').count()).toBeLessThanOrEqual(3)
  }
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data['@type']).toBe('DefinedTermSet')
  expect(data.hasDefinedTerm.length).toBeGreaterThan(0)
  expect(data.hasDefinedTerm.length).toBeLessThanOrEqual(50)
})

test('a term page shows its three layers, definitions and related terms', async ({ page }) => {
  await page.goto('/glossary/asana')
  await expect(page.getByRole('heading', { level: 1, name: 'Asana' })).toBeVisible()
  await expect(page.getByText('आसन').first()).toBeVisible()
  await expect(page.getByText('āsana', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Literal meaning' })).toBeVisible()
  const related = page.getByRole('region', { name: 'Related terms' }).getByRole('link').first()
  const name = await related.textContent()
  await related.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data['@type']).toBe('DefinedTerm')
})

test("an unknown term says 'Term not found' with a way back", async ({ page }) => {
  const response = await page.goto('/glossary/not-a-real-term')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Term not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the glossary' }).click()
  await expect(page).toHaveURL('/glossary')
})

test('the tag and letter live in the URL: the server renders them, reload keeps them, Back undoes them', async ({ page, request }) => {
  const html = await (await request.get('/glossary?tag=breath&letter=P')).text()
  expect(html).toMatch(/terms? in (&quot;|")Breath(&quot;|") starting with (&quot;|")P(&quot;|")/)

  await page.goto('/glossary')
  await hydrated(page)
  await page.getByLabel('Filter by tag').selectOption('breath')
  await expect(page).toHaveURL('/glossary?tag=breath')
  await page.getByRole('group', { name: 'Filter by first letter' }).getByRole('button', { name: 'P', exact: true }).click()
  await expect(page).toHaveURL('/glossary?tag=breath&letter=P')
  await page.reload()
  await hydrated(page)
  await expect(countLine(page)).toHaveText(/^\d+ terms? in "Breath" starting with "P"$/)
  await expect(page.getByLabel('Filter by tag')).toHaveValue('breath')
  await page.goBack()
  await expect(page).toHaveURL('/glossary?tag=breath')
  await expect(countLine(page)).toHaveText(/^\d+ terms? in "Breath"$/)
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // typing replaces the entry once it settles instead of adding one per keystroke (after the
  // reload, Back loaded this entry as a new document: type once it has hydrated)
  await hydrated(page)
  await page.getByLabel('Search the glossary').pressSequentially('pra', { delay: 40 })
  await expect(page).toHaveURL('/glossary?search=pra&tag=breath')
  await page.goBack()
  await expect(page).toHaveURL('/glossary')
})

test('tags read as labels, not slugs', async ({ page }) => {
  await page.goto('/glossary')
  const tags = page.getByLabel('Filter by tag')
  await expect(tags.locator('option[value="breath"]')).toHaveText('Breath')
  await expect(tags.locator('option[value="philosophy"]')).toHaveText('Philosophy')
  await expect(page.locator('main ul li a[href^="/glossary/"] span.rounded-full').first()).toHaveText(/^[A-Z]/)
})

test("a term's page shows its tags as labels too", async ({ page, request }) => {
  const { terms } = await (await request.get('/api/glossary')).json()
  const term = terms.find((t: { tags: string[] }) => t.tags.includes('philosophy'))
  await page.goto(`/glossary/${term.slug}`)
  const tags = page.getByLabel('Tags')
  await expect(tags.getByText('Philosophy', { exact: true })).toBeVisible()
  await expect(tags.getByText('philosophy', { exact: true })).toHaveCount(0)
})
