import { expect, test, type Page } from '@playwright/test'

import { countLine, expectNoAxeViolations, hydrated } from './helpers'

test('with no query the page prompts and links to the glossary and FAQ', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search the library' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Browse the glossary/ })).toHaveAttribute('href', '/glossary')
  await expect(page.getByRole('link', { name: /Browse the FAQ/ })).toHaveAttribute('href', '/faq')
})

test('results come from the URL, with a count on every tab, and tabs filter locally', async ({ page, request }) => {
  const { results } = await (await request.get('/api/search?q=savasana')).json()
  await page.goto('/search?q=savasana')
  await hydrated(page)
  await expect(page.getByRole('combobox', { name: 'Search the site' })).toHaveValue('savasana')
  await expect(countLine(page)).toHaveText(`${results.totalCount} results for “savasana”`)

  const tabs = page.getByRole('tablist', { name: 'Filter results' })
  await expect(tabs.getByRole('tab', { name: `All ${results.totalCount}` })).toHaveAttribute('aria-selected', 'true')
  for (const [label, group] of [
    ['Glossary', 'glossary'],
    ['FAQ', 'faq'],
    ['Events', 'events'],
    ['Videos', 'videos'],
    ['Poses', 'poses'],
  ]) {
    await expect(tabs.getByRole('tab', { name: `${label} ${results.counts[group]}` })).toBeVisible()
  }

  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: /^Glossary/ })).toBeVisible()
  await expect(panel.getByRole('heading', { name: /^Poses/ })).toBeVisible()
  await expect(panel.locator('a[href="/glossary/savasana"]')).toBeVisible()
  await expect(panel.locator('a[href="/poses/corpse-pose"]')).toBeVisible()
  // the match is marked in the snippet
  await expect(panel.locator('mark').first()).toHaveText(/s[aā]v[aā]sana/i)

  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/api/search') && requests.push(r.url()))
  await tabs.getByRole('tab', { name: /^Poses/ }).click()
  await expect(page.getByRole('tabpanel').locator('a[href="/poses/corpse-pose"]')).toBeVisible()
  await expect(page.getByRole('tabpanel').locator('a[href^="/glossary/"]')).toHaveCount(0)
  // keyboard: arrows move between tabs
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: /^Videos/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('No videos match this search')
  await expect(tabs.getByRole('tab', { name: /^Videos/ })).toBeFocused()
  // Home and End reach the ends; Tab leaves the list for the chosen tab's panel
  await page.keyboard.press('Home')
  await expect(tabs.getByRole('tab', { name: /^All/ })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tabs.getByRole('tab', { name: /^Poses/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: /^All/ })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: /^Videos/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: /^Videos/ })).toBeFocused()
  expect(requests).toEqual([])

  await page.getByRole('tabpanel').getByText('No videos match this search').waitFor()
  await tabs.getByRole('tab', { name: /^Glossary/ }).click()
  await page.getByRole('tabpanel').locator('a[href="/glossary/savasana"]').click()
  await expect(page).toHaveURL('/glossary/savasana')
})

test('the first results are in the server HTML, and the page asks the API for nothing', async ({ page, request }) => {
  const { results } = await (await request.get('/api/search?q=savasana')).json()
  // (React separates neighbouring text with empty comments)
  const html = (await (await request.get('/search?q=savasana')).text()).replaceAll('<!-- -->', '')
  expect(html).toContain('href="/glossary/savasana"')
  expect(html).toContain('href="/poses/corpse-pose"')
  expect(html).toContain(`${results.totalCount} results for “savasana”`)
  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/api/search') && requests.push(r.url()))
  await page.goto('/search?q=savasana')
  await hydrated(page)
  await expect(page.getByRole('tabpanel').locator('a[href="/glossary/savasana"]')).toBeVisible()
  expect(requests).toEqual([])
})

/** A later search, typed into the box of /search: the browser asks /api/search for it. */
const searchFromTheBox = async (page: Page, q: string) => {
  await page.goto('/search')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.fill(q)
  await box.press('Enter')
  await expect(page).toHaveURL(`/search?q=${q}`)
}

test('submitting navigates to /search?q=…; a blank submit does nothing', async ({ page }) => {
  await page.goto('/search?q=yoga')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL('/search?q=yoga')
  await box.fill('sirsasana')
  await box.press('Enter')
  await expect(page).toHaveURL('/search?q=sirsasana')
  await expect(page.getByRole('tabpanel').locator('a[href="/poses/supported-headstand"]')).toBeVisible()
})

test('nothing found says so with the query', async ({ page }) => {
  await page.goto('/search?q=qwxz%20vvvv')
  await expect(page.getByText('No results found for "qwxz vvvv"')).toBeVisible()
})

test('a failing search shows the generic error form', async ({ page }) => {
  await page.route('**/api/search?*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
  await searchFromTheBox(page, 'pranayama')
  await expect(page.getByTestId('search-error')).toHaveText('503: Service Unavailable')
  await expect(page.getByText('Search failed')).toBeVisible()
})

test('suggestions appear as you type and work with the keyboard', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const box = page.getByRole('combobox', { name: /search terms/i })
  await box.pressSequentially('trikon', { delay: 30 })
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option', { name: /Triangle Pose/ })).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await box.press('ArrowDown')
  const first = list.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.press('ArrowDown')
  await expect(list).toBeVisible()
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(page).toHaveURL('/poses/triangle-pose')
})

test('the open suggestion list has no axe violations', async ({ page }) => {
  await page.goto('/search')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Search the site' }).pressSequentially('yoga', { delay: 30 })
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
  await expectNoAxeViolations(page)
})

// The suggestions of the previous query stay on screen while the next ones load: they must never
// be what Enter opens, however long the answer takes and wherever the pointer rests.
for (const moment of ['while the new answer is on its way', 'once the new answer is in']) {
  test(`Enter searches what is typed, not a stale suggestion (${moment})`, async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: /search terms/i })
    await box.pressSequentially('meditation', { delay: 20 })
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list.getByRole('option').first()).toBeVisible()
    await expect(list.getByRole('option').first()).not.toHaveAttribute('aria-disabled', 'true')
    // from now on answers are slow
    await page.route('**/api/search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await box.fill('breath')
    const stale = list.getByRole('option').first()
    await stale.hover()
    await expect(stale).toHaveAttribute('aria-disabled', 'true')
    await expect(stale).toHaveAttribute('aria-selected', 'false')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    if (moment === 'once the new answer is in') {
      await expect(list).toHaveAttribute('aria-busy', 'false', { timeout: 5000 })
      await expect(list.getByRole('option').first()).not.toHaveAttribute('aria-disabled', 'true')
    }
    await box.press('Enter')
    await expect(page).toHaveURL('/search?q=breath')
  })
}

test('the counts say what they count, and "Show all" lists every pose', async ({ page, request }) => {
  const { results } = await (await request.get('/api/search?q=asana')).json()
  const poses = results.counts.poses
  expect(poses).toBeGreaterThan(20)
  await page.goto('/search?q=asana')
  await hydrated(page)
  await expect(countLine(page)).toHaveText(`${results.totalCount} results for “asana”`)
  const tabs = page.getByRole('tablist', { name: 'Filter results' })
  await expect(tabs.getByRole('tab', { name: `Poses ${poses}` })).toBeVisible()

  // All: the group lists its best 20 and says so at its top, next to the way to see them all
  const group = page.getByTestId('group-poses')
  await expect(group.locator(':scope > ul > li')).toHaveCount(20)
  await expect(group.getByTestId('shown-poses')).toHaveText(`Showing the best 20 of ${poses} poses.`)
  await group.getByRole('button', { name: `Show all ${poses} poses` }).click()

  // …which opens the Poses tab (in the URL) and loads the rest
  await expect(page).toHaveURL('/search?q=asana&tab=poses')
  await expect(tabs.getByRole('tab', { name: /^Poses/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('group-poses').locator(':scope > ul > li')).toHaveCount(poses)
  await expect(page.getByTestId('shown-poses')).toHaveCount(0)

  // the tab survives a reload; Back returns to All
  await page.reload()
  await hydrated(page)
  await expect(tabs.getByRole('tab', { name: /^Poses/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('shown-poses')).toHaveText(`Showing the best 20 of ${poses} poses.`)
  await page.goBack()
  await expect(page).toHaveURL('/search?q=asana')
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true')
})

test('a misspelt word shows the results of the word it was taken for, and says so', async ({ page, request }) => {
  const { results } = await (await request.get('/api/search?q=breathng')).json()
  expect(results.correctedQuery).toBe('breathing')
  await page.goto('/search?q=breathng')
  await hydrated(page)
  // the box keeps what was typed; the page says what it searched for
  await expect(page.getByRole('combobox', { name: 'Search the site' })).toHaveValue('breathng')
  await expect(page.getByTestId('corrected-query')).toHaveText('Showing results for “breathing” instead of “breathng”.')
  await expect(countLine(page)).toHaveText(`${results.totalCount} results for “breathing”`)
  await page.goto('/search?q=breathing')
  await expect(countLine(page)).toHaveText(`${results.totalCount} results for “breathing”`)
  await expect(page.getByTestId('corrected-query')).toHaveCount(0)
})

test('tags on results read as labels', async ({ page }) => {
  await page.goto('/search?q=first class')
  await expect(page.getByTestId('result-tags').first()).toBeVisible()
  await expect(page.locator('main')).not.toContainText('getting-started')
})

test('every search placeholder fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of ['/', '/search', '/glossary', '/faq', '/poses', '/videos', '/events']) {
    await page.goto(path)
    const inputs = page.locator('main input[type="search"][placeholder]')
    await expect(inputs.first()).toBeVisible()
    const overflowing = await inputs.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const input = element as HTMLInputElement
        const style = getComputedStyle(input)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return context.measureText(input.placeholder).width > room ? [`${input.placeholder} (${room}px)`] : []
      }),
    )
    expect(overflowing, path).toEqual([])
  }
})

for (const width of [390, 1280]) {
  test(`every result tab is in sight at ${width} px: the tabs wrap, nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/search?q=yoga')
    await hydrated(page)
    const tabs = page.getByRole('tablist', { name: 'Filter results' })
    await expect(tabs.getByRole('tab')).toHaveCount(6)
    // the list does not scroll: all it holds is what it shows
    const { scrollWidth, clientWidth } = await tabs.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    }
    // the last tab opens with one tap, no scrolling first
    await tabs.getByRole('tab', { name: /^Poses/ }).click()
    await expect(page).toHaveURL(/tab=poses/)
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/search-tabs-${width}.png` })
  })
}
