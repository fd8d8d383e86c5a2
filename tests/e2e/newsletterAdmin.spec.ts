/**
 * /admin/newsletters in the real admin: readers subscribe and confirm through the public
 * double opt-in, an admin writes a campaign (blank fields caught), sends it after confirming, sees
 * 'Campaign sent!' and the list mark it sent, and each confirmed reader gets exactly one mail.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN as ADMIN, ensureE2eAdmin, expectNoAxeViolations, toastWith } from './helpers'
import { linkIn, mailTo, waitForMail } from './mail'

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** Signs up through POST /api/newsletter, as the public form does; returns the confirmation token. */
const signUp = async (request: APIRequestContext, baseURL: string, email: string): Promise<string> => {
  const response = await request.post('/api/newsletter', { headers: { origin: baseURL }, data: { name: 'Reader', email } })
  expect(response.status()).toBe(200)
  return new URL(linkIn(await waitForMail(email, /Confirm your subscription/), '/newsletter/confirm')).searchParams.get('token')!
}

const confirm = async (request: APIRequestContext, baseURL: string, token: string) => {
  const response = await request.post('/api/newsletter/confirm', { headers: { origin: baseURL }, data: { token } })
  expect(response.status()).toBe(200)
}

const logIn = async (page: Page) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

test('a visitor who opens /admin/newsletters is sent to the admin login', async ({ page, request }) => {
  await ensureE2eAdmin(request)
  await page.goto('/admin/newsletters')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fnewsletters/)
  await expect(page.getByText('Active subscribers')).toHaveCount(0)
})

test('a signed-in member who opens /admin/newsletters sees the admin\'s unauthorized page, not the data', async ({ page, request }) => {
  await ensureE2eAdmin(request)
  const username = `nlmember_${Date.now() % 1e8}`
  const registered = await page.request.post('/api/auth/register', { data: { username, password: 'quiet-river-stone-42' } })
  expect(registered.status()).toBe(201)
  await page.goto('/admin/newsletters')
  await expect(page).toHaveURL(/\/admin\/(unauthorized|login)/)
  await expect(page.getByText('Active subscribers')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'New campaign' })).toHaveCount(0)
})

test('an admin creates a campaign and sends it to the confirmed subscribers: one mail each', async ({ page, request, baseURL }) => {
  await ensureE2eAdmin(request)
  const readers = [unique('campaign-a'), unique('campaign-b')]
  for (const reader of readers) await confirm(request, baseURL!, await signUp(request, baseURL!, reader))
  const pending = unique('campaign-pending')
  await signUp(request, baseURL!, pending)

  await logIn(page)
  await page.goto('/admin/newsletters')
  await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const active = page.locator('[data-stat="activeSubscribers"] dd')
  expect(Number(await active.textContent())).toBeGreaterThanOrEqual(2)
  await expect(page.getByRole('link', { name: 'Newsletters' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Blank fields are caught before anything is sent.
  const form = page.getByRole('region', { name: 'New campaign' })
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastWith(page, 'Subject and content are required')).toContainText('Validation error')
  await expect(form.getByLabel('Subject')).toBeFocused()

  const subject = `Autumn practice ${Date.now()}`
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Content (HTML)').fill('<h2>Slow flow</h2><p>Ten quiet minutes<script>alert(1)</script> <img src="x" onerror="alert(2)">for the evening.</p>')
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastWith(page, 'Campaign created: saved as a draft')).toBeVisible()
  await expect(form.getByLabel('Subject')).toHaveValue('')

  const campaign = page.getByRole('article', { name: subject })
  await expect(campaign).toContainText('Draft')
  await expect(campaign).toContainText('Slow flow Ten quiet minutes for the evening.')
  await expect(campaign).not.toContainText('alert')
  await page.screenshot({ path: 'test-results/admin-newsletters-draft.png', fullPage: true })

  // Send Now asks first, in a modal dialog that starts on Cancel; Escape and Cancel send nothing.
  const sendNow = campaign.getByRole('button', { name: 'Send Now' })
  await sendNow.click()
  const dialog = page.getByRole('dialog', { name: 'Send this campaign?' })
  await expect(dialog).toContainText(`“${subject}” goes to`)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'test-results/admin-newsletters-confirm.png' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(sendNow).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(campaign).toContainText('Draft')

  // While it goes out, the list shows how far it got: the first refresh after the click answers
  // this campaign at "1 of 3 sent"; the refreshes after it are real.
  let held = false
  await page.route('**/api/admin/newsletters', async (route) => {
    if (held || route.request().method() !== 'GET') return route.continue()
    held = true
    const progress = { sent: 1, total: 3, skipped: 0, failed: 0, unconfirmed: 0 }
    const sending = { id: -1, subject, content: '', preview: 'Slow flow', status: 'sending', createdAt: new Date().toISOString(), sentAt: null, recipientCount: null, progress }
    await route.fulfill({ json: { campaigns: [sending] } })
  })
  await campaign.getByRole('button', { name: 'Send Now' }).click()
  await dialog.getByRole('button', { name: 'Send Now' }).click()
  await expect(toastWith(page, 'Campaign sent!')).toContainText(`"${subject}" is on its way to`)
  await expect(campaign).toContainText('Sending: 1 of 3 sent')
  await expect(campaign.getByRole('progressbar', { name: `Sending “${subject}”` })).toHaveAttribute('value', '1')
  await expect(campaign.getByRole('button', { name: 'Send Now' })).toHaveCount(0)
  await expect(campaign).toContainText(/Sent to \d+ subscribers? on /, { timeout: 30_000 })
  await expect(campaign).not.toContainText('Draft')
  await page.screenshot({ path: 'test-results/admin-newsletters-sent.png', fullPage: true })

  for (const reader of readers) {
    const mail = await waitForMail(reader, new RegExp(`^${subject}$`))
    expect(mail.html).toContain('Ten quiet minutes')
    expect(mail.html).not.toMatch(/<script|onerror/)
    expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(linkIn(mail, '/newsletter/unsubscribe')).toContain('token=')
    expect(await mailTo(reader, new RegExp(`^${subject}$`))).toHaveLength(1)
  }
  expect(await mailTo(pending, new RegExp(`^${subject}$`))).toHaveLength(0)
})

test('failures say what went wrong: the server message, else SPEC\'s fallback', async ({ page, request }) => {
  await ensureE2eAdmin(request)
  await logIn(page)
  await page.goto('/admin/newsletters')
  const form = page.getByRole('region', { name: 'New campaign' })
  const subject = `Failing campaign ${Date.now()}`

  await page.route('**/api/admin/newsletters', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue()))
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Content (HTML)').fill('<p>Rest.</p>')
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastWith(page, 'Failed to create campaign')).toBeVisible()
  await expect(form.getByLabel('Subject')).toHaveValue(subject)
  await page.unroute('**/api/admin/newsletters')

  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastWith(page, 'Campaign created: saved as a draft')).toBeVisible()
  const campaign = page.getByRole('article', { name: subject })
  const dialog = page.getByRole('dialog', { name: 'Send this campaign?' })

  await page.route('**/api/admin/newsletters/*/send', (route) => route.fulfill({ status: 502, body: '' }))
  await campaign.getByRole('button', { name: 'Send Now' }).click()
  await dialog.getByRole('button', { name: 'Send Now' }).click()
  await expect(toastWith(page, 'Failed to send campaign')).toBeVisible()
  await page.unroute('**/api/admin/newsletters/*/send')

  await page.route('**/api/admin/newsletters/*/send', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'This campaign is already being sent.' }) }),
  )
  await campaign.getByRole('button', { name: 'Send Now' }).click()
  await dialog.getByRole('button', { name: 'Send Now' }).click()
  await expect(toastWith(page, 'This campaign is already being sent.')).toBeVisible()
  await expect(campaign).toContainText('Draft')

  // The E2E admin has no e-mail address: the test says so.
  await campaign.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(toastWith(page, 'Your account has no e-mail address. Add one to your account to receive a test.')).toBeVisible()

  // With nobody subscribed, Send Now is disabled and says why.
  await page.unroute('**/api/admin/newsletters/*/send')
  const zero = { totalSubscribers: 3, activeSubscribers: 0, pendingSubscribers: 3, totalCampaigns: 1, sentCampaigns: 0, draftCampaigns: 1 }
  await page.route('**/api/admin/newsletters/stats', (route) => route.fulfill({ json: { stats: zero } }))
  await form.getByLabel('Subject').fill(`${subject} again`)
  await form.getByLabel('Content (HTML)').fill('<p>Nobody to read it.</p>')
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastWith(page, 'Campaign created: saved as a draft')).toBeVisible()
  await expect(page.locator('[data-stat="activeSubscribers"] dd')).toHaveText('0')
  const lonely = page.getByRole('article', { name: `${subject} again` })
  await expect(lonely.getByRole('button', { name: 'Send Now' })).toBeDisabled()
  await expect(lonely.getByRole('button', { name: 'Send Now' })).toHaveAccessibleDescription('Nobody has confirmed a subscription yet, so there is no one to send to.')
})
