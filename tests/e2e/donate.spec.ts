/**
 * /donate, /donate/success and /donate/manage in the browser,
 * against the app and the fake Stripe, with Stripe.js stubbed at the page (tests/e2e/stripeStub.ts).
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { adminAuthHeaders, expectNoAxeViolations, hydrated, toastWith } from './helpers'
import { elementsOptions, fakeStripeObjects, refundAtFake, setOutcome, stubStripe } from './stripeStub'

/** Screenshots of the donation pages, to look at (not compared) */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/shots'
const AMOUNT_MESSAGE = 'Please choose a whole amount between $1 and $10,000.'
const INTENT_PATH = /\/api\/create-(payment|subscription)-intent$/

type IntentCall = { path: string; body: { amount: number; email?: string; coverFee?: boolean; clientKey?: string; replaces?: string } }
type IntentAnswer = { clientSecret: string; donation: string; totalCents: number; clientKey?: string }

/** Every intent request the page makes, and the answers, in order. */
const watchIntents = (page: Page) => {
  const calls: IntentCall[] = []
  const answers: IntentAnswer[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && INTENT_PATH.test(new URL(request.url()).pathname)) {
      calls.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() })
    }
  })
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && INTENT_PATH.test(new URL(response.url()).pathname) && response.ok()) {
      const clientKey = (response.request().postDataJSON() as IntentCall['body']).clientKey
      // a request the page aborted (a newer choice replaced it) has no body to read: no answer
      const body = (await response.json().catch(() => null)) as IntentAnswer | null
      if (body) answers.push({ ...body, clientKey })
    }
  })
  /** The reference the server gave for a request (an aborted one has none). */
  const referenceOf = (call: IntentCall | undefined) => answers.find((answer) => answer.clientKey === call?.body.clientKey)?.donation
  return { calls, answers, referenceOf }
}

const open = async (page: Page, path = '/donate') => {
  await page.goto(path)
  await hydrated(page)
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Complete Donation' })
const summary = (page: Page) => page.getByTestId('donation-summary')

test.describe('the donate page', () => {
  test.beforeEach(async ({ page }) => {
    await stubStripe(page)
  })

  test('starts monthly at the amount of the address, with the payment form made from that amount alone', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page, '/donate?amount=100')
    await expect(page.getByRole('heading', { level: 1, name: 'Keep yoga education free' })).toBeVisible()
    const monthly = page.getByRole('radio', { name: /Monthly/ })
    await expect(monthly).toBeChecked()
    await expect(page.locator('label').filter({ has: monthly })).toContainText('Recommended')
    await expect(page.getByRole('radio', { name: '$100 Supports 20 students' })).toBeChecked()
    for (const [amount, students] of [[25, 5], [50, 10], [250, 50]]) {
      await expect(page.getByRole('radio', { name: `$${amount} Supports ${students} students` })).not.toBeChecked()
    }
    await expect(summary(page)).toHaveText("You're giving $100 monthly — supports 20 students")
    await expect(payButton(page)).toBeEnabled()
    await expect(page.getByTestId('pay-line')).toHaveText('$100 monthly · Supports 20 students')
    // Stripe's deferred flow: the Payment Element is made from mode, amount and currency; no intent yet
    expect(await elementsOptions(page)).toEqual({ mode: 'subscription', amount: 10000, currency: 'usd' })
    expect(intents.calls).toEqual([])
    await expect(page.getByRole('link', { name: 'Manage your gift' })).toHaveAttribute('href', '/donate/manage')
  })

  test("a home page button opens the donate page at its amount, though the browser already holds a copy of /donate", async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    // the header's link to /donate: its copy is in the client router's cache once it has been in view or hovered
    await page.locator('a[href="/donate"]').first().hover()
    await page.locator('a[href="/donate?amount=100"]').first().click()
    await expect(page).toHaveURL('/donate?amount=100')
    await expect(page.getByRole('radio', { name: '$100 Supports 20 students' })).toBeChecked()
    await expect(summary(page)).toHaveText("You're giving $100 monthly — supports 20 students")
  })

  test('an amount outside the four fills the custom field; 0 and 20000 show the message and ask nothing', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page, '/donate?amount=37')
    await expect(page.getByLabel('Or another amount')).toHaveValue('37')
    for (const amount of [25, 50, 100, 250]) await expect(page.getByRole('radio', { name: new RegExp(`^\\$${amount} `) })).not.toBeChecked()
    // One student per $5, for any amount
    await expect(summary(page)).toHaveText("You're giving $37 monthly — supports 7 students")
    await expect(payButton(page)).toBeEnabled()

    for (const amount of ['0', '20000']) {
      await open(page, `/donate?amount=${amount}`)
      await expect(page.getByLabel('Or another amount')).toHaveValue(amount)
      await expect(page.getByText(AMOUNT_MESSAGE)).toBeVisible()
      await expect(page.getByLabel('Or another amount')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('enter a whole amount between $1 and $10,000, to continue')).toBeVisible()
      await expect(payButton(page)).toHaveCount(0)
    }
    await page.waitForTimeout(500)
    expect(intents.calls).toEqual([])
  })

  test('viewing the page and changing the gift create nothing at Stripe and no Donation or Monthly gift', async ({ page, request }) => {
    const headers = await adminAuthHeaders(request)
    const count = async (collection: string) =>
      (await (await request.get(`/cms-api/${collection}?limit=1&depth=0`, { headers })).json()).totalDocs as number
    const before = { stripe: await fakeStripeObjects(), donations: await count('donations'), gifts: await count('monthly-gifts') }
    const intents = watchIntents(page)
    await open(page)
    await expect(payButton(page)).toBeEnabled()
    expect(await elementsOptions(page)).toEqual({ mode: 'subscription', amount: 5000, currency: 'usd' })

    // The toggle: the element follows in payment mode, nothing is asked of the server.
    await page.getByRole('radio', { name: 'One-time' }).check()
    await expect(summary(page)).toHaveText("You're giving $50 once — supports 10 students")
    await expect.poll(() => elementsOptions(page)).toEqual({ mode: 'payment', amount: 5000, currency: 'usd' })

    // A custom amount, typed: $180 supports 36 students.
    await page.getByLabel('Or another amount').pressSequentially('180', { delay: 60 })
    await expect(page.getByRole('radio', { name: /^\$50 / })).not.toBeChecked()
    await expect(summary(page)).toHaveText("You're giving $180 once — supports 36 students")
    await expect.poll(() => elementsOptions(page)).toEqual({ mode: 'payment', amount: 18000, currency: 'usd' })

    // The fee: its amount in the label, the total in the summary and the element.
    const fee = page.getByRole('checkbox', { name: 'Add $5.69 to cover processing fees so all of my gift arrives' })
    await fee.check()
    await expect(summary(page)).toHaveText("You're giving $185.69 once — supports 36 students")
    await expect(page.getByTestId('pay-line')).toHaveText('$185.69 once · Supports 36 students')
    await expect.poll(() => elementsOptions(page)).toEqual({ mode: 'payment', amount: 18569, currency: 'usd' })

    // Below $5 nothing is claimed; $7 monthly supports one student.
    await fee.uncheck()
    await page.getByLabel('Or another amount').fill('3')
    await expect(summary(page)).toHaveText("You're giving $3 once")
    await expect(page.getByTestId('pay-line')).toHaveText('$3 once')
    await page.getByLabel('Or another amount').fill('7')
    await page.getByRole('radio', { name: /Monthly/ }).check()
    await expect(summary(page)).toHaveText("You're giving $7 monthly — supports 1 student")

    // Back to a fixed amount, with a receipt address.
    await page.getByRole('radio', { name: '$25 Supports 5 students' }).check()
    await expect(page.getByLabel('Or another amount')).toHaveValue('')
    await page.getByLabel('E-mail for your receipt (optional)').fill('donor@example.org')
    await expect(page.getByText('with a link to change or cancel it')).toBeVisible()
    await expect.poll(() => elementsOptions(page)).toEqual({ mode: 'subscription', amount: 2500, currency: 'usd' })
    await expect(payButton(page)).toBeEnabled()
    await page.reload()
    await hydrated(page)
    await expect(payButton(page)).toBeEnabled()
    await page.waitForTimeout(600)

    expect(intents.calls).toEqual([])
    expect(await fakeStripeObjects()).toEqual(before.stripe)
    expect(await count('donations')).toBe(before.donations)
    expect(await count('monthly-gifts')).toBe(before.gifts)
  })

  test('the keyboard alone: arrows change the frequency and the amount, Tab reaches the button', async ({ page }) => {
    await open(page)
    await expect(payButton(page)).toBeEnabled()
    await page.getByRole('radio', { name: /Monthly/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: '$50 Supports 10 students' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: '$100 Supports 20 students' })).toBeChecked()
    await expect(summary(page)).toHaveText("You're giving $100 once — supports 20 students")
    await expect(payButton(page)).toBeEnabled()
    await payButton(page).focus()
    await expect(payButton(page)).toBeFocused()
  })

  test('a wrong e-mail says so on leaving the field and holds the form back', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page)
    await expect(payButton(page)).toBeEnabled()
    await page.getByLabel('E-mail for your receipt (optional)').fill('donor@')
    await page.getByLabel('E-mail for your receipt (optional)').blur()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Please check the e-mail address, or leave it empty, to continue.')).toBeVisible()
    await expect(payButton(page)).toHaveCount(0)
    expect(intents.calls).toEqual([])
  })

  test("submit creates the intent; 'Processing...' while confirming; a refusal shows 'Payment Failed', and trying again pays the same gift", async ({ page }) => {
    await page.unrouteAll()
    const { confirmations } = await stubStripe(page, { delayMs: 800 })
    const intents = watchIntents(page)
    await open(page, '/donate?amount=25')
    await expect(payButton(page)).toBeEnabled()
    await setOutcome(page, 'failed')
    await payButton(page).click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    // the choices hold still while Stripe confirms
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeDisabled()
    await expect(toastWith(page, 'Your card was declined.')).toContainText('Payment Failed')
    await expect(payButton(page)).toBeEnabled()
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeEnabled()
    await expect(page).toHaveURL(/\/donate\?amount=25$/)
    // one intent, made on submit, for the element's own amount and mode
    expect(intents.calls).toHaveLength(1)
    expect(intents.calls[0]).toMatchObject({ path: '/api/create-subscription-intent', body: { amount: 25, coverFee: false } })
    expect(intents.calls[0]!.body.clientKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(intents.calls[0]!.body.replaces).toBeUndefined()
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]).toMatchObject({ mode: 'subscription', amount: 2500, client_secret: intents.answers[0]!.clientSecret })

    // Another card, the same gift: the same intent is confirmed (no second row at Stripe or here).
    await setOutcome(page, 'succeeded')
    await payButton(page).click()
    await page.waitForURL(/\/donate\/success\?donation=/)
    expect(intents.calls).toHaveLength(2)
    expect(intents.calls[1]!.body.clientKey).toBe(intents.calls[0]!.body.clientKey)
    expect(intents.answers[1]!.clientSecret).toBe(intents.answers[0]!.clientSecret)
    expect(confirmations).toHaveLength(2)
  })

  /** A $50 one-time gift submitted and refused by the card: the intents the page asked for so far. */
  const refuseOneTimeGift = async (page: Page) => {
    const intents = watchIntents(page)
    await open(page, '/donate?amount=50')
    await page.getByRole('radio', { name: 'One-time' }).check()
    await setOutcome(page, 'failed')
    await payButton(page).click()
    await expect(toastWith(page, 'Your card was declined.')).toContainText('Payment Failed')
    return intents
  }

  test('a refused card, then another amount: the new gift names the one it replaces', async ({ page }) => {
    const intents = await refuseOneTimeGift(page)
    await page.getByRole('radio', { name: '$100 Supports 20 students' }).check()
    await expect.poll(() => elementsOptions(page)).toEqual({ mode: 'payment', amount: 10000, currency: 'usd' })
    await payButton(page).click()
    await expect.poll(() => intents.answers.length).toBe(2)
    await expect(payButton(page)).toBeEnabled()
    expect(intents.calls).toHaveLength(2)
    expect(intents.calls[1]).toMatchObject({ path: '/api/create-payment-intent', body: { amount: 100, replaces: intents.answers[0]!.donation } })
    expect(intents.calls[1]!.body.clientKey).not.toBe(intents.calls[0]!.body.clientKey)
  })

  test('a refused card, a wrong e-mail fixed (the payment form goes and comes back), then another amount: the new gift still names the one it replaces', async ({ page }) => {
    const intents = await refuseOneTimeGift(page)
    const email = page.getByLabel('E-mail for your receipt (optional)')
    await email.fill('donor@')
    await email.blur()
    await expect(payButton(page)).toHaveCount(0)
    await email.fill('donor@example.com')
    await email.blur()
    await page.getByRole('radio', { name: '$100 Supports 20 students' }).check()
    await expect(payButton(page)).toBeEnabled()
    await payButton(page).click()
    await expect.poll(() => intents.answers.length).toBe(2)
    expect(intents.calls[1]).toMatchObject({ path: '/api/create-payment-intent', body: { amount: 100, replaces: intents.answers[0]!.donation } })
  })

  test('an intent that cannot be made says so in the toast and the button works again', async ({ page }) => {
    let failures = 1
    await page.route('**/api/create-subscription-intent', async (route) => {
      if (failures-- > 0) {
        return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Stripe said no' }) })
      }
      return route.continue()
    })
    await open(page)
    await payButton(page).click()
    await expect(toastWith(page, 'The payment could not be started. Nothing was charged. Please try again.')).toContainText('Payment Failed')
    await expect(payButton(page)).toBeEnabled()

    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many attempts. Please wait a minute and try again.' }),
      }),
    )
    await page.getByRole('radio', { name: 'One-time' }).check()
    await payButton(page).click()
    await expect(toastWith(page, 'Too many attempts. Please wait a minute and try again.')).toContainText('Payment Failed')
    await expect(payButton(page)).toBeEnabled()
  })

  test('Stripe.js out of reach: the page says calmly that the form could not load, and tries again', async ({ page }) => {
    await page.unrouteAll()
    let blocked = true
    await stubStripe(page, { reachable: () => !blocked })
    await open(page)
    await expect(page.getByTestId('payment-error')).toHaveText('The payment form could not load. Please try again.')
    blocked = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(payButton(page)).toBeEnabled()
  })
})

test.describe('coming back from Stripe', () => {
  test('a gift that went through: thank you, with the receipt address', async ({ page }) => {
    await stubStripe(page)
    const intents = watchIntents(page)
    await open(page, '/donate?amount=50')
    await page.getByRole('radio', { name: 'One-time' }).check()
    const email = `donor-${Date.now()}@example.org`
    await page.getByLabel('E-mail for your receipt (optional)').fill(email)
    await expect(page.getByTestId('pay-line')).toHaveText('$50 once · Supports 10 students')
    await expect(payButton(page)).toBeEnabled()
    await payButton(page).click()
    await page.waitForURL(/\/donate\/success\?donation=/)
    expect(intents.calls).toHaveLength(1)
    expect(intents.calls[0]).toMatchObject({ path: '/api/create-payment-intent', body: { amount: 50, email } })
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded')
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your gift', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(page).toHaveTitle(/^Thank you for your gift/)
    await expect(page.getByText('A receipt will be e-mailed to')).toContainText(email)
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Explore the Glossary' })).toHaveAttribute('href', '/glossary')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a payment still processing says we will e-mail when it completes', async ({ page }) => {
    await stubStripe(page)
    await open(page, '/donate?amount=100')
    await expect(payButton(page)).toBeEnabled()
    await setOutcome(page, 'processing')
    await payButton(page).click()
    await page.waitForURL(/\/donate\/success\?donation=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment is processing')
    await expect(page).toHaveTitle(/^Your payment is processing/)
  })

  test('a payment that failed at Stripe says so and leads back to /donate', async ({ page }) => {
    const intents = watchIntents(page)
    await stubStripe(page)
    await open(page, '/donate?amount=250')
    await page.getByRole('radio', { name: 'One-time' }).check()
    await setOutcome(page, 'failed')
    await payButton(page).click()
    await expect(toastWith(page, 'Your card was declined.')).toBeVisible()
    await expect.poll(() => intents.answers.length).toBe(1)
    expect(intents.calls[0]!.path).toBe('/api/create-payment-intent')
    await page.goto(`/donate/success?donation=${encodeURIComponent(intents.answers[0]!.donation)}&redirect_status=succeeded`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through')
    await expect(page).toHaveTitle(/^Your payment did not go through/)
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/donate')
  })

  test('a refunded gift says it was refunded, with no thanks', async ({ page }) => {
    const intents = watchIntents(page)
    await stubStripe(page)
    await open(page, '/donate?amount=25')
    await page.getByRole('radio', { name: 'One-time' }).check()
    await payButton(page).click()
    await page.waitForURL(/\/donate\/success\?donation=/)
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your gift', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    const paymentIntent = intents.answers[0]!.clientSecret.split('_secret_')[0]!
    expect((await refundAtFake(paymentIntent)).status).toBe(200)
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This gift was refunded', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(page).toHaveTitle(/^This gift was refunded/)
    await expect(page.getByRole('main')).toContainText('This gift of $25 was refunded in full: nothing of it was kept.')
    await expect(page.getByRole('main')).not.toContainText(/thank/i)
    await expect(page.getByRole('main').getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await page.screenshot({ path: `${SHOTS}/success-refunded-${width}.png`, fullPage: true })
    }
  })

  test('without a reference, or a forged one, the page and its title say it could not look the gift up', async ({ page }) => {
    for (const path of ['/donate/success', '/donate/success?donation=forged.reference&redirect_status=succeeded']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't look up this donation")
      // The title agrees with the page (it said "Thank you")
      await expect(page).toHaveTitle(/^We couldn't look up this donation/)
      await expect(page.getByRole('main')).not.toContainText(/thank you/i)
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Explore the Glossary' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate')
    }
  })
})

test.describe('the tax wording follows Site settings', () => {
  const setTax = async (request: APIRequestContext, baseURL: string | undefined, data: Record<string, unknown>) => {
    const response = await request.post('/cms-api/globals/site-settings', { headers: { ...(await adminAuthHeaders(request)), origin: baseURL! }, data })
    expect(response.ok(), await response.text()).toBe(true)
  }
  const footer = (page: Page) => page.getByRole('contentinfo')
  const taxLine = (page: Page) => page.getByTestId('tax-status')

  for (const width of [390, 1280]) {
    test(`/donate and the footer claim nothing by default, "applying" only when pending, the EIN once granted, at ${width}px`, async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await stubStripe(page)
      try {
        // a support address, so the footer's sentence carries on after the tax wording
        await setTax(request, baseURL, { taxExemptGranted: false, taxExemptPending: false, ein: null, supportEmail: 'help@yoga-commons.example' })
        await open(page)
        await expect(payButton(page)).toBeEnabled()
        await expect(taxLine(page)).toHaveCount(0)
        await expect(page.locator('body')).not.toContainText('501(c)(3)')
        await expect(footer(page)).toContainText('Questions?')
        await page.screenshot({ path: `${SHOTS}/donate-no-tax-status-${width}.png`, fullPage: true })

        await setTax(request, baseURL, { taxExemptPending: true })
        await open(page)
        await expect(taxLine(page)).toHaveText(
          'Yoga Commons has applied for 501(c)(3) non-profit status. Until it is granted, your gift may not be tax-deductible.',
        )
        await expect(footer(page)).toContainText('A community non-profit applying for 501(c)(3) status. Questions?')

        await setTax(request, baseURL, { taxExemptGranted: true, ein: '12-3456789' })
        await open(page)
        await expect(taxLine(page)).toHaveText(
          'Yoga Commons is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789). Your gift is tax-deductible to the extent allowed by law.',
        )
        await expect(footer(page)).toContainText('A 501(c)(3) tax-exempt non-profit (EIN 12-3456789). Questions?')
        await expect(page.locator('body')).not.toContainText('applying for 501(c)(3)')
        await expect(page.locator('body')).not.toContainText('has applied for')
        await expectNoAxeViolations(page)
        await page.screenshot({ path: `${SHOTS}/donate-granted-${width}.png`, fullPage: true })
      } finally {
        await setTax(request, baseURL, { taxExemptGranted: false, taxExemptPending: false, ein: null, supportEmail: null })
      }
    })
  }
})

test.describe('managing a monthly gift', () => {
  test('asks for a fresh link: a wrong address is named, a right one gets the same calm answer', async ({ page }) => {
    await open(page, '/donate/manage')
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your monthly gift' })).toBeVisible()
    const form = page.getByRole('form', { name: 'E-mail me a link' })
    await form.getByRole('button', { name: 'E-mail me a link' }).click()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(form.getByLabel('E-mail address')).toBeFocused()
    await form.getByLabel('E-mail address').fill(`nobody-${Date.now()}@example.org`)
    await page.route('**/api/donations/manage-link', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await form.getByRole('button', { name: 'E-mail me a link' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(form.getByRole('status')).toHaveText("If that address has a monthly gift with us, we've e-mailed a link to manage it.")
  })

  test("a receipt's link opens the donor portal", async ({ page, baseURL }) => {
    const portal = `${baseURL}/glossary?from=portal`
    const sent: unknown[] = []
    await page.route('**/api/donations/portal', async (route) => {
      sent.push(route.request().postDataJSON())
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: portal }) })
    })
    await open(page, '/donate/manage?token=a-signed-token')
    await expect(page.getByText('change your card, see past payments, or cancel')).toBeVisible()
    await page.getByRole('button', { name: 'Open my donor portal' }).click()
    await expect(page.getByRole('button', { name: 'Opening...' })).toBeDisabled()
    await page.waitForURL(portal)
    expect(sent).toEqual([{ token: 'a-signed-token' }])
  })

  test('an expired link says so and offers a fresh one', async ({ page }) => {
    await page.route('**/api/donations/portal', (route) =>
      route.fulfill({ status: 410, contentType: 'application/json', body: JSON.stringify({ error: 'This link has expired. We can e-mail you a fresh one.' }) }),
    )
    await open(page, '/donate/manage?token=an-old-token')
    await page.getByRole('button', { name: 'Open my donor portal' }).click()
    await expect(page.getByTestId('link-problem')).toHaveText('This link has expired. We can e-mail you a fresh one.')
    await expect(page.getByRole('button', { name: 'Open my donor portal' })).toHaveCount(0)
    await expect(page.getByRole('form', { name: 'E-mail me a link' }).getByLabel('E-mail address')).toBeVisible()
  })

  test('a link that is not valid says so and offers a fresh one', async ({ page }) => {
    await open(page, '/donate/manage?token=not-a-real-token')
    await page.getByRole('button', { name: 'Open my donor portal' }).click()
    await expect(page.getByTestId('link-problem')).toHaveText('This link is not valid.')
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid.' })).toBeFocused()
    await expect(page.getByRole('form', { name: 'E-mail me a link' })).toBeVisible()
  })
})

for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('/donate with its payment form', async ({ page }) => {
      await stubStripe(page)
      await open(page, '/donate?amount=100')
      await expect(payButton(page)).toBeEnabled()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: `${SHOTS}/donate-${width}.png`, fullPage: true })
      await page.getByLabel('Or another amount').fill('3')
      await expect(summary(page)).toHaveText("You're giving $3 monthly")
      await page.screenshot({ path: `${SHOTS}/donate-3-dollars-${width}.png`, fullPage: false })
      await page.getByLabel('Or another amount').fill('0')
      await expect(page.getByText(AMOUNT_MESSAGE)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    for (const path of ['/donate/success', '/donate/manage', '/donate/manage?token=abc']) {
      test(path, async ({ page }) => {
        await open(page, path)
        await expectNoAxeViolations(page)
        if (path === '/donate/success') await page.screenshot({ path: `${SHOTS}/success-unknown-${width}.png`, fullPage: true })
      })
    }
  })
}
