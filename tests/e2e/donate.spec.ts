/**
 * /donate, /donate/success and /donate/manage (SPEC §2, §8, §9; issue 14) in the browser,
 * against the app and the fake Stripe, with Stripe.js stubbed at the page (tests/e2e/stripeStub.ts).
 */
import { expect, test, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations, hydrated, toastWith } from './helpers'
import { confirmAtFake, setOutcome, stubStripe } from './stripeStub'

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

  test('starts monthly at the amount of the address, with the payment form for it', async ({ page }) => {
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
    expect(intents.calls).toHaveLength(1)
    expect(intents.calls[0]).toMatchObject({ path: '/api/create-subscription-intent', body: { amount: 100, coverFee: false } })
    expect(intents.calls[0]!.body.clientKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    await expect(page.getByRole('link', { name: 'Manage your gift' })).toHaveAttribute('href', '/donate/manage')
  })

  test('an amount outside the four fills the custom field; 0 and 20000 show the message and ask nothing', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page, '/donate?amount=37')
    await expect(page.getByLabel('Or another amount')).toHaveValue('37')
    for (const amount of [25, 50, 100, 250]) await expect(page.getByRole('radio', { name: new RegExp(`^\\$${amount} `) })).not.toBeChecked()
    await expect(summary(page)).toHaveText("You're giving $37 monthly — supports 50 students")
    await expect(payButton(page)).toBeEnabled()
    expect(intents.calls.map((call) => call.body.amount)).toEqual([37])

    for (const amount of ['0', '20000']) {
      intents.calls.length = 0
      await open(page, `/donate?amount=${amount}`)
      await expect(page.getByLabel('Or another amount')).toHaveValue(amount)
      await expect(page.getByText(AMOUNT_MESSAGE)).toBeVisible()
      await expect(page.getByLabel('Or another amount')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText('enter a whole amount between $1 and $10,000, to continue')).toBeVisible()
      await expect(payButton(page)).toHaveCount(0)
      await page.waitForTimeout(700)
      expect(intents.calls).toEqual([])
    }
  })

  test('each change makes a new intent after a pause, replacing the previous one', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page)
    await expect(payButton(page)).toBeEnabled()
    expect(intents.calls).toHaveLength(1)
    expect(intents.calls[0]).toMatchObject({ path: '/api/create-subscription-intent', body: { amount: 50 } })
    expect(intents.calls[0]!.body.replaces).toBeUndefined()

    // The toggle: one-time asks the payment-intent endpoint, naming the monthly gift it replaces.
    await page.getByRole('radio', { name: 'One-time' }).check()
    await expect(summary(page)).toHaveText("You're giving $50 once — supports 10 students")
    await expect(payButton(page)).toBeEnabled()
    await expect.poll(() => intents.calls.length).toBe(2)
    expect(intents.calls[1]).toMatchObject({ path: '/api/create-payment-intent', body: { amount: 50, replaces: intents.referenceOf(intents.calls[0]) } })
    expect(intents.calls[1]!.body.replaces).toEqual(expect.any(String))
    expect(intents.calls[1]!.body.clientKey).not.toBe(intents.calls[0]!.body.clientKey)

    // Typing a custom amount asks once, for the whole number, after the pause.
    await page.getByLabel('Or another amount').pressSequentially('180', { delay: 60 })
    await expect(page.getByRole('radio', { name: /^\$50 / })).not.toBeChecked()
    await expect(summary(page)).toHaveText("You're giving $180 once — supports 50 students")
    await expect(payButton(page)).toBeEnabled()
    await expect.poll(() => intents.calls.length).toBe(3)
    expect(intents.calls[2]).toMatchObject({ path: '/api/create-payment-intent', body: { amount: 180, replaces: intents.referenceOf(intents.calls[1]) } })

    // The fee: its amount in the label, the total in the summary and the request.
    const fee = page.getByRole('checkbox', { name: 'Add $5.69 to cover processing fees so all of my gift arrives' })
    await fee.check()
    await expect(summary(page)).toHaveText("You're giving $185.69 once — supports 50 students")
    await expect(payButton(page)).toBeEnabled()
    await expect.poll(() => intents.calls.length).toBe(4)
    expect(intents.calls[3]!.body).toMatchObject({ amount: 180, coverFee: true, replaces: intents.referenceOf(intents.calls[2]) })
    await expect(page.getByTestId('pay-line')).toHaveText('$185.69 once · Supports 50 students')

    // Back to a fixed amount and monthly, with a receipt address.
    await page.getByRole('radio', { name: '$25 Supports 5 students' }).check()
    await expect(page.getByLabel('Or another amount')).toHaveValue('')
    await page.getByRole('radio', { name: /Monthly/ }).check()
    await page.getByLabel('E-mail for your receipt (optional)').fill('donor@example.org')
    await expect(page.getByText('with a link to change or cancel it')).toBeVisible()
    await expect(payButton(page)).toBeEnabled()
    await expect.poll(() => intents.calls.at(-1)?.body.email).toBe('donor@example.org')
    expect(intents.calls.at(-1)).toMatchObject({ path: '/api/create-subscription-intent', body: { amount: 25, coverFee: true } })
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

  test('a half-typed e-mail asks nothing; a wrong one says so on leaving the field', async ({ page }) => {
    const intents = watchIntents(page)
    await open(page)
    await expect(payButton(page)).toBeEnabled()
    await page.getByLabel('E-mail for your receipt (optional)').fill('donor@')
    await page.getByLabel('E-mail for your receipt (optional)').blur()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Please check the e-mail address, or leave it empty, to continue.')).toBeVisible()
    await page.waitForTimeout(600)
    expect(intents.calls).toHaveLength(1)
  })

  test("'Processing...' while confirming; a refusal shows 'Payment Failed' and the button works again", async ({ page }) => {
    await page.unrouteAll()
    await stubStripe(page, { delayMs: 800 })
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
  })

  test('a form that cannot load says so calmly and tries again', async ({ page }) => {
    let failures = 1
    await page.route('**/api/create-subscription-intent', async (route) => {
      if (failures-- > 0) {
        return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Stripe said no' }) })
      }
      return route.continue()
    })
    await open(page)
    await expect(page.getByTestId('payment-error')).toHaveText('The payment form could not load. Please try again.')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(payButton(page)).toBeEnabled()

    await page.unroute('**/api/create-subscription-intent')
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many attempts. Please wait a minute and try again.' }),
      }),
    )
    await page.getByRole('radio', { name: 'One-time' }).check()
    await expect(page.getByTestId('payment-error')).toHaveText('Too many attempts. Please wait a minute and try again.')
  })
})

test.describe('coming back from Stripe', () => {
  test('a gift that went through: thank you, with the receipt address', async ({ page }) => {
    await stubStripe(page)
    await open(page, '/donate?amount=50')
    await page.getByRole('radio', { name: 'One-time' }).check()
    const email = `donor-${Date.now()}@example.org`
    // the form for the intent that carries the e-mail
    const withEmail = page.waitForResponse(
      (response) => INTENT_PATH.test(new URL(response.url()).pathname) && response.request().postDataJSON()?.email === email,
    )
    await page.getByLabel('E-mail for your receipt (optional)').fill(email)
    expect((await withEmail).ok()).toBe(true)
    await expect(page.getByTestId('pay-line')).toHaveText('$50 once · Supports 10 students')
    await expect(payButton(page)).toBeEnabled()
    await payButton(page).click()
    await page.waitForURL(/\/donate\/success\?donation=/)
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded')
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your gift', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
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
  })

  test('a payment that failed at Stripe says so and leads back to /donate', async ({ page }) => {
    const intents = watchIntents(page)
    await stubStripe(page)
    await open(page, '/donate?amount=250')
    await page.getByRole('radio', { name: 'One-time' }).check()
    await expect(payButton(page)).toBeEnabled({ timeout: 15_000 })
    // the one-time intent's answer (the monthly one before it may have been aborted)
    await expect.poll(() => intents.referenceOf(intents.calls.at(-1))).toBeTruthy()
    expect(intents.calls.at(-1)!.path).toBe('/api/create-payment-intent')
    const { clientSecret, donation } = intents.answers.find((answer) => answer.clientKey === intents.calls.at(-1)!.body.clientKey)!
    expect((await confirmAtFake(clientSecret, 'failed')).status).toBe(402)
    await page.goto(`/donate/success?donation=${encodeURIComponent(donation)}&redirect_status=succeeded`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through')
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/donate')
  })

  test('without a reference, or a forged one, the page says it could not look the gift up', async ({ page }) => {
    for (const path of ['/donate/success', '/donate/success?donation=forged.reference&redirect_status=succeeded']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't look up this donation")
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Explore the Glossary' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate')
    }
  })
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
      await page.getByLabel('Or another amount').fill('0')
      await expect(page.getByText(AMOUNT_MESSAGE)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    for (const path of ['/donate/success', '/donate/manage', '/donate/manage?token=abc']) {
      test(path, async ({ page }) => {
        await open(page, path)
        await expectNoAxeViolations(page)
      })
    }
  })
}
