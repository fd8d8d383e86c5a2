/**
 * The admin side: a monthly gift confirmed at the fake Stripe reaches the app through
 * its webhook, and the Donations list shows it under the monthly total and the count of active
 * monthly donors.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN as ADMIN, ensureE2eAdmin } from './helpers'
import { confirmAtFake } from './stripeStub'

const adminToken = async (request: APIRequestContext): Promise<string> => {
  await ensureE2eAdmin(request)
  return (await (await request.post('/cms-api/users/login', { data: ADMIN })).json()).token
}

test('a monthly gift confirmed by its webhook shows on the admin Donations list with the monthly totals', async ({ page, request, baseURL }) => {
  const token = await adminToken(request)
  const email = `admin-view-${Date.now()}@example.org`
  const intent = await request.post('/api/create-subscription-intent', { headers: { origin: baseURL! }, data: { amount: 37, email } })
  expect(intent.status()).toBe(200)
  const { clientSecret } = await intent.json()
  expect((await confirmAtFake(clientSecret, 'succeeded')).status).toBe(200)

  // the webhook settles the row (the fake delivers it right after confirming)
  await expect
    .poll(async () => {
      const response = await request.get(`/cms-api/donations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
      return (await response.json()).docs?.[0]?.status
    })
    .toBe('succeeded')

  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/collections/donations')
  const totals = page.getByRole('region', { name: 'Donation totals' })
  await expect(totals).toBeVisible()
  await expect(totals.getByText('Active monthly donors')).toBeVisible()
  await expect(totals).toContainText(/\$\d[\d,]*(\.\d\d)? \/ month/)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('$37')
  await expect(row).toContainText('Monthly')
  await expect(row).toContainText('Succeeded')
  await page.screenshot({ path: 'test-results/admin-donations.png', fullPage: false })
})
