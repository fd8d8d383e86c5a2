import { expect, test, type Page } from '@playwright/test'

import { hydrated, toastWith } from './helpers'
import { linkIn, waitForMail } from './mail'

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** The default-look block on the home page. */
const homeBlock = async (page: Page) => {
  await page.goto('/')
  await hydrated(page)
  const block = page.getByTestId('newsletter-default')
  await block.scrollIntoViewIfNeeded()
  return block
}

const watchPosts = (page: Page) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/newsletter')) posts.push(request.url())
  })
  return posts
}

test('the home page block says SPEC\'s title and description', async ({ page }) => {
  const block = await homeBlock(page)
  await expect(block.getByRole('heading', { name: 'Stay Connected' })).toBeVisible()
  await expect(block.getByText('Get weekly yoga wisdom, practice tips, and updates delivered to your inbox')).toBeVisible()
  await expect(block.getByRole('button', { name: 'Subscribe' })).toBeVisible()
})

test('blank fields and an address without @ are caught before anything is sent', async ({ page }) => {
  const block = await homeBlock(page)
  const posts = watchPosts(page)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Please enter your name and email address.')).toContainText('Required fields')
  await expect(block.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

  await block.getByLabel('Name').fill('   ')
  await block.getByLabel('Email').fill('reader@example.org')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Please enter your name and email address.')).toBeVisible()

  await block.getByLabel('Name').fill('Reader')
  await block.getByLabel('Email').fill('reader.example.org')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Please enter a valid email address.')).toContainText('Invalid email')
  await expect(block.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])
})

test('a server failure keeps what was typed and shows the server\'s message', async ({ page }) => {
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Mail is resting' }) }),
  )
  const block = await homeBlock(page)
  await block.getByLabel('Name').fill('Reader')
  await block.getByLabel('Email').fill('reader@example.org')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Mail is resting')).toContainText('Error')
  await expect(block.getByLabel('Name')).toHaveValue('Reader')
  await expect(block.getByLabel('Email')).toHaveValue('reader@example.org')
})

test('a double click subscribes once', async ({ page }) => {
  const block = await homeBlock(page)
  const posts = watchPosts(page)
  await block.getByLabel('Name').fill('Quick Clicker')
  await block.getByLabel('Email').fill(unique('double'))
  await block.getByRole('button', { name: 'Subscribe' }).dblclick()
  await expect(page.getByTestId('newsletter-done').first()).toBeVisible()
  expect(posts).toHaveLength(1)
})

test('a failure without a message shows SPEC\'s fallback', async ({ page }) => {
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, body: '' }))
  const block = await homeBlock(page)
  await block.getByLabel('Name').fill('Reader')
  await block.getByLabel('Email').fill('reader@example.org')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toastWith(page, 'Failed to subscribe. Please try again.')).toContainText('Error')
})

test('double opt-in: subscribe, follow the link in the mail, confirm once; the welcome mail unsubscribes', async ({ page }) => {
  const address = unique('reader')
  const block = await homeBlock(page)
  await block.getByLabel('Name').fill('Ada')
  await block.getByLabel('Email').fill(address)
  await page.route('**/api/newsletter', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(block.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  await expect(toastWith(page, "We've sent you a confirmation link. Please check your inbox.")).toContainText('Check your email!')
  const done = page.getByTestId('newsletter-done').first()
  await expect(done.getByRole('heading', { name: 'Almost there!' })).toBeFocused()
  await expect(done).toContainText('Check your email and click the confirmation link to complete your subscription.')

  const mail = await waitForMail(address, /Confirm your subscription/)
  const link = linkIn(mail, '/newsletter/confirm')
  await page.goto(link)
  await hydrated(page)
  // Opening the link changes nothing; the button does.
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible()

  // The same link again: it did its work, and says so.
  await page.goto(link)
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're already subscribed" })).toBeFocused()
  await expect(page.getByRole('status')).toContainText('your subscription is active')
  await expect(page.getByTestId('newsletter-inline')).toHaveCount(0)
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/newsletter-already-subscribed.png`, fullPage: true })

  // The List-Unsubscribe address, opened as a link: the page with its one button, nothing done yet.
  const welcome = await waitForMail(address, /Welcome/)
  const header = welcome.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? ''
  const listUnsubscribe = /<(https?:[^>]+)>/.exec(header)![1]!
  expect(new URL(listUnsubscribe).pathname).toBe('/api/newsletter/unsubscribe')
  await page.goto(listUnsubscribe)
  await hydrated(page)
  expect(new URL(page.url()).pathname).toBe('/newsletter/unsubscribe')
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible()
  const button = page.getByRole('main').getByRole('button', { name: 'Unsubscribe' })
  await expect(button).toHaveCount(1)
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/newsletter-unsubscribe-page.png`, fullPage: true })
  await button.click()
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible()

  // After unsubscribing, the old confirmation link no longer works: sign up again instead.
  await page.goto(link)
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page.getByTestId('link-problem')).toHaveText('This confirmation link has expired or has already been used.')
  await expect(page.getByTestId('newsletter-inline').getByRole('button', { name: 'Subscribe' })).toBeVisible()
})

test('a confirmation page without a token offers to sign up again', async ({ page }) => {
  await page.goto('/newsletter/confirm')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0)
  await expect(page.getByTestId('newsletter-inline')).toBeVisible()
})

test('a forged unsubscribe link is refused with a clear message', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await hydrated(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByTestId('link-problem')).toHaveText('This unsubscribe link is not valid.')
})

test('one block per page: the footer asks where the page does not, and hides where it does', async ({ page }) => {
  await page.goto('/team')
  const footer = page.getByRole('contentinfo').getByTestId('newsletter-footer')
  await expect(footer.getByRole('heading', { name: 'Stay Connected' })).toBeVisible()
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  for (const path of ['/', '/events', '/events/US/CA/san-francisco']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByTestId('newsletter-default')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(1)
    await expect(page.getByRole('contentinfo').getByTestId('newsletter-footer')).toBeHidden()
  }
})

test('a subscription made in this browser is remembered: no block asks again, and confirming says so', async ({ page }) => {
  const address = unique('remembered')
  const block = await homeBlock(page)
  await block.getByLabel('Name').fill('Ada')
  await block.getByLabel('Email').fill(address)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByTestId('newsletter-done').filter({ visible: true })).toHaveCount(1)
  await expect(page.getByTestId('newsletter-done').filter({ visible: true })).toContainText('Almost there!')

  for (const path of ['/faq', '/events']) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
    await expect(page.getByTestId('newsletter-done').filter({ visible: true })).toContainText('Almost there!')
  }

  const link = linkIn(await waitForMail(address, /Confirm your subscription/), '/newsletter/confirm')
  await page.goto(link)
  await hydrated(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible()
  await page.goto('/team')
  await hydrated(page)
  await expect(page.getByRole('contentinfo').getByTestId('newsletter-done')).toContainText("You're subscribed")
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
})

test('the footer block subscribes too and is replaced by the confirmation card', async ({ page }) => {
  await page.goto('/faq')
  await hydrated(page)
  const footer = page.getByTestId('newsletter-footer')
  await footer.getByLabel('Name').fill('Footer Reader')
  await footer.getByLabel('Email').fill(unique('footer'))
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Almost there!' })).toBeVisible()
})
