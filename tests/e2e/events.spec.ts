import { expect, test } from '@playwright/test'

import { countLine, expectNoAxeViolations, hydrated } from './helpers'

test('the dropdowns filter the list, show chips and keep the state in the URL', async ({ page, request }) => {
  const { events } = await (await request.get('/api/events')).json()
  const free = events.filter((e: { isFree: boolean }) => e.isFree).length
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible()
  await expect(countLine(page)).toHaveText(`Showing ${events.length} events`)
  await hydrated(page)

  await page.getByLabel('Price').selectOption('free')
  await expect(countLine(page)).toHaveText(`Showing ${free} event${free === 1 ? '' : 's'}`)
  await expect(page).toHaveURL(/\?isFree=true$/)
  await expect(page.getByRole('button', { name: 'Remove filter: Free Only' })).toBeVisible()

  await expect(page.getByLabel('Type').locator('option')).toHaveText(['All Types', 'Workshop', 'Class', 'Retreat', 'Community', 'Online Session'])
  await page.getByLabel('Location').selectOption('online')
  await expect(page).toHaveURL(/locationType=online/)
  const both = events.filter((e: { isFree: boolean; locationType: string }) => e.isFree && e.locationType === 'online').length
  await expect(countLine(page)).toHaveText(`Showing ${both} event${both === 1 ? '' : 's'}`)

  await page.goBack()
  await expect(page).toHaveURL(/\?isFree=true$/)
  await expect(page.getByLabel('Location')).toHaveValue('all')
  await expect(countLine(page)).toHaveText(`Showing ${free} event${free === 1 ? '' : 's'}`)

  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(countLine(page)).toHaveText(`Showing ${events.length} events`)
  await expect(page).toHaveURL('/events')
})

test('More Filters opens Advanced Filters; its badge counts the chosen filters', async ({ page }) => {
  await page.goto('/events')
  await hydrated(page)
  await page.getByRole('button', { name: /More Filters/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Advanced Filters' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Experience level').selectOption('beginner')
  await dialog.getByLabel('Yin').check()
  await dialog.getByLabel('Wheelchair accessible').check()
  await expect(page.getByTestId('advanced-badge')).toContainText('3')
  await dialog.getByRole('button', { name: 'Show events' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/experienceLevel=beginner/)
  await expect(page).toHaveURL(/yogaStyles=yin/)
  await expect(page).toHaveURL(/accessibility=wheelchair/)
  await page.getByRole('button', { name: 'Remove filter: Yin' }).click()
  await expect(page.getByTestId('advanced-badge')).toContainText('2')
  await expectNoAxeViolations(page)
})

test('searching narrows the list; nothing found offers a way to clear', async ({ page }) => {
  await page.goto('/events')
  await hydrated(page)
  await page.getByLabel('Search events').fill('kundalini')
  await expect(page).toHaveURL(/search=kundalini/)
  await expect(countLine(page)).toHaveText('Showing 1 event')
  await page.getByLabel('Search events').fill('no event is called this')
  await expect(page.getByText('No events match your filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByLabel('Search events')).toHaveValue('')
  await expect(countLine(page)).toHaveText(/Showing \d+ events/)
})

test('a shared filtered link opens with the same filters', async ({ page }) => {
  await page.goto('/events?eventType=retreat&isFree=false')
  await expect(page.getByLabel('Type')).toHaveValue('retreat')
  await expect(page.getByLabel('Price')).toHaveValue('paid')
  for (const card of await page.locator('main article').all()) await expect(card).toContainText('Retreat')
})

test('a card opens the detail page with every card and section', async ({ page }) => {
  await page.goto('/events?search=slow%20down')
  await page.getByRole('link', { name: /View Details/ }).first().click()
  await expect(page).toHaveURL('/events/detail/slow-down-yin-and-restorative-afternoon')
  for (const heading of ['Date & Time', 'Location', 'Facilitator', 'Price', 'About This Event', 'Yoga styles', 'Accessibility']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible()
  const register = page.getByRole('link', { name: /Register Now/ })
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(register).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /Download .ics/ })).toHaveAttribute('href', '/api/events/slow-down-yin-and-restorative-afternoon/ics')
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', /calendar\.google\.com.*ctz=America%2FLos_Angeles/)
  await expect(page.getByTestId('local-time')).toContainText('Your time:')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data).toMatchObject({ '@type': 'Event', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' })
  await expectNoAxeViolations(page)
})

test('a free, AI-discovered event shows its badge and the discovery notice', async ({ page, request }) => {
  const { events } = await (await request.get('/api/events')).json()
  const found = events.find((e: { tags: string[] }) => e.tags.includes('ai-discovered'))
  await page.goto(`/events/detail/${found.slug}`)
  await expect(page.getByRole('heading', { name: 'Event Discovery' })).toBeVisible()
  const freeEvent = events.find((e: { isFree: boolean }) => e.isFree)
  await page.goto(`/events/detail/${freeEvent.slug}`)
  await expect(page.getByText('Free Event')).toBeVisible()
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data.offers.price).toBe(0)
})

test('place pages show breadcrumbs, the heading and their events', async ({ page }) => {
  await page.goto('/events/us/ca/san-francisco')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText(['Events', 'US', 'CA', 'San Francisco'])
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga Events in San Francisco' })).toBeVisible()
  await expect(page.locator('main article').first()).toContainText('San Francisco')
  await crumbs.getByRole('link', { name: 'CA' }).click()
  await expect(page).toHaveURL('/events/US/CA')
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga Events in CA' })).toBeVisible()
  await page.goto('/events/ZZ')
  await expect(page.getByText('No events in ZZ')).toBeVisible()
  await page.getByRole('link', { name: 'View All Events' }).click()
  await expect(page).toHaveURL('/events')
})

test('an unknown event says Event Not Found; a past one still answers, marked as past', async ({ page, request }) => {
  const response = await page.goto('/events/detail/not-an-event')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Events' }).click()
  await expect(page).toHaveURL('/events')

  const login = await request.post('/cms-api/users/login', { data: { username: 'e2e_admin', password: 'e2e-admin-password' } })
  let token = login.ok() ? (await login.json()).token : undefined
  if (!token) {
    await request.post('/cms-api/users/first-register', {
      data: { username: 'e2e_admin', password: 'e2e-admin-password', 'confirm-password': 'e2e-admin-password' },
    })
    token = (await (await request.post('/cms-api/users/login', { data: { username: 'e2e_admin', password: 'e2e-admin-password' } })).json()).token
  }
  await request.post('/cms-api/events', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Gathering Last Spring',
      slug: 'gathering-last-spring',
      description: 'It happened.',
      eventType: 'community_gathering',
      locationType: 'online',
      startDate: '2025-04-01T17:00:00.000Z',
      endDate: '2025-04-01T18:00:00.000Z',
      timeZone: 'Europe/London',
      _status: 'published',
    },
  })
  await page.goto('/events/detail/gathering-last-spring')
  await expect(page.getByText('This event has ended')).toBeVisible()
  await expect(page.getByText('Past event')).toBeVisible()
})

test("an event with only an organiser's e-mail offers 'Contact organizer' as a mailto link", async ({ page }) => {
  await page.goto('/events/detail/chair-yoga-for-older-adults-london')
  await expect(page.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible()
  const contact = page.getByRole('link', { name: 'Contact organizer' })
  await expect(contact).toHaveAttribute('href', /^mailto:chair-yoga-camden@example\.org\?subject=Chair%20Yoga/)
  await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('event cards are compact, without the placeholder picture', async ({ page }) => {
    for (const route of ['/events', '/events/US/CA/san-francisco']) {
      await page.goto(route)
      const card = page.locator('main article').first()
      await expect(card).toBeVisible()
      await expect(card.getByTestId('event-placeholder')).toBeHidden()
      const box = await card.boundingBox()
      // The placeholder alone was ~180 px; a compact card is its text and the link.
      expect(box!.height, route).toBeLessThan(330)
    }
  })
})

test('on a desktop, event cards keep their designed placeholder', async ({ page }) => {
  await page.goto('/events')
  const placeholder = page.locator('main article').first().getByTestId('event-placeholder')
  await expect(placeholder).toBeVisible()
  expect((await placeholder.boundingBox())!.height).toBeGreaterThan(120)
})
