import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminAuthHeaders, countLine, expectNoAxeViolations, hydrated } from './helpers'

const inDays = (days: number, hourUtc: number) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000)
  date.setUTCHours(hourUtc, 0, 0, 0)
  return date.toISOString()
}

/**
 * A real (not example) published event, created through the admin API once: the seeded events
 * are all examples, which offer no calendar, contact or schema.org data.
 */
const realEvent = async (request: APIRequestContext, fields: Record<string, unknown> & { slug: string }) => {
  const headers = await adminAuthHeaders(request)
  const found = await (await request.get(`/cms-api/events?where[slug][equals]=${fields.slug}&depth=0`, { headers })).json()
  if (found.docs?.length) return found.docs[0]
  const response = await request.post('/cms-api/events', { headers, data: { ...fields, _status: 'published' } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc
}

const REAL_WORKSHOP = {
  slug: 'real-restorative-afternoon',
  title: 'A Real Restorative Afternoon',
  description: 'Long, supported rest with bolsters and blankets.\n\nProps are provided.',
  eventType: 'workshop',
  locationType: 'in_person',
  locationDetails: 'Community studio, Mission District',
  countryCode: 'US',
  stateCode: 'CA',
  city: 'San Francisco',
  startDate: inDays(12, 21),
  endDate: inDays(12, 23),
  timeZone: 'America/Los_Angeles',
  isFree: false,
  price: '$20',
  facilitatorName: 'Jordan L.',
  registrationUrl: 'https://studio.yoga.example/restorative',
  yogaStyles: ['yin', 'restorative'],
  experienceLevel: 'beginner',
  durationType: 'single_day',
  accessibility: ['wheelchair'],
  tags: ['beginners-welcome'],
}

const REAL_CHAIR_CLASS = {
  slug: 'real-chair-yoga-camden',
  title: 'Real Chair Yoga in Camden',
  description: 'A seated class for older adults.',
  eventType: 'class',
  locationType: 'in_person',
  countryCode: 'GB',
  city: 'London',
  startDate: inDays(9, 11),
  endDate: inDays(9, 12),
  timeZone: 'Europe/London',
  isFree: true,
  organizerEmail: 'chair-yoga@studio.yoga.example',
  tags: ['community', 'ai-discovered'],
}

/** Screenshots for a person to look at, when SHOTS_DIR names where. */
const shot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return
  mkdirSync(process.env.SHOTS_DIR, { recursive: true })
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

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

test('a card opens the detail page with every card and section', async ({ page, request }) => {
  await realEvent(request, REAL_WORKSHOP)
  await page.goto('/events?search=real%20restorative')
  await page.getByRole('link', { name: /View Details/ }).first().click()
  await expect(page).toHaveURL('/events/detail/real-restorative-afternoon')
  for (const heading of ['Date & Time', 'Location', 'Facilitator', 'Price', 'About This Event', 'Yoga styles', 'Accessibility']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible()
  const register = page.getByRole('link', { name: /Register Now/ })
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(register).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /Download .ics/ })).toHaveAttribute('href', '/api/events/real-restorative-afternoon/ics')
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('href', /calendar\.google\.com.*ctz=America%2FLos_Angeles/)
  await expect(page.getByTestId('local-time')).toContainText('Your time:')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(data).toMatchObject({ '@type': 'Event', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' })
  await expect(page.getByText('Example event')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('a free, AI-discovered event shows its badge and the discovery notice', async ({ page, request }) => {
  await realEvent(request, REAL_CHAIR_CLASS)
  await page.goto(`/events/detail/${REAL_CHAIR_CLASS.slug}`)
  await expect(page.getByRole('heading', { name: 'Event Discovery' })).toBeVisible()
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

test("an event with only an organiser's e-mail offers 'Contact organizer' as a mailto link", async ({ page, request }) => {
  await realEvent(request, REAL_CHAIR_CLASS)
  await page.goto(`/events/detail/${REAL_CHAIR_CLASS.slug}`)
  await expect(page.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible()
  const contact = page.getByRole('link', { name: 'Contact organizer' })
  await expect(contact).toHaveAttribute('href', /^mailto:chair-yoga@studio\.yoga\.example\?subject=Real%20Chair%20Yoga/)
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

for (const width of [390, 1280]) {
  test.describe(`example events at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } })

    test('every seeded example is marked on its card and in search', async ({ page, request }) => {
      await page.goto('/events?search=saturday%20yoga%20in%20the%20park')
      const card = page.locator('main article').filter({ hasText: 'Saturday Yoga in the Park' })
      await expect(card.getByText('Example event', { exact: true })).toBeVisible()
      await shot(page, 'events-list')
      // every example's card says so, and no real event's card does
      const { events } = await (await request.get('/api/events')).json()
      const exampleSlugs = events.filter((e: { tags: string[] }) => e.tags.includes('example')).map((e: { slug: string }) => e.slug)
      expect(exampleSlugs.length).toBeGreaterThanOrEqual(12)
      await page.goto('/events')
      await expect(page.locator('main article')).toHaveCount(events.length)
      for (const slug of exampleSlugs) {
        await expect(page.locator('main article').filter({ has: page.locator(`a[href="/events/detail/${slug}"]`) }).getByText('Example event', { exact: true })).toBeVisible()
      }
      await expect(page.locator('main article').getByText('Example event', { exact: true })).toHaveCount(exampleSlugs.length)
      await page.goto('/search?q=saturday%20yoga%20park')
      await expect(page.locator('main a[href="/events/detail/saturday-yoga-in-the-park-san-francisco"]').getByText('Example event', { exact: true })).toBeVisible()
    })

    test('an example page says what it is and offers no calendar, contact, registration or schema.org data', async ({ page }) => {
      const response = await page.goto('/events/detail/chair-yoga-for-older-adults-london')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Chair Yoga for Older Adults' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Example event' })).toBeVisible()
      await expect(page.getByText('It is not a real event')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Add to calendar' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /Download .ics|Google Calendar|Contact organizer|Register Now/ })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Ready to Join?' })).toHaveCount(0)
      await expect(page.locator('a[href^="mailto:"][href*="example.org"]')).toHaveCount(0)
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await shot(page, 'event-example')
      await expectNoAxeViolations(page)
      await page.goto('/events/detail/saturday-yoga-in-the-park-san-francisco')
      await expect(page.getByRole('heading', { name: 'Example event' })).toBeVisible()
      await expect(page.locator('a[href^="mailto:"]').filter({ hasText: /organi[sz]er/i })).toHaveCount(0)
    })
  })
}

test('examples stay out of the sitemap, the calendar feed and their own .ics; real events stay in', async ({ request }) => {
  await realEvent(request, REAL_WORKSHOP)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/events/detail/real-restorative-afternoon</loc>')
  expect(sitemap).not.toContain('/events/detail/saturday-yoga-in-the-park-san-francisco<')
  expect(sitemap).not.toContain('/events/detail/chair-yoga-for-older-adults-london<')
  const feed = await (await request.get('/api/events/feed.ics')).text()
  expect(feed).toContain('A Real Restorative Afternoon')
  expect(feed).not.toContain('Saturday Yoga in the Park')
  expect(feed).not.toContain('example.org')
  const ics = await request.get('/api/events/saturday-yoga-in-the-park-san-francisco/ics')
  expect(ics.status()).toBe(404)
  expect(await ics.json()).toEqual({ error: 'Example events have no calendar entry' })
})
