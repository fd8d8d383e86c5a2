/**
 * Stripe.js for the browser tests (STACK.md "Stripe without network"): js.stripe.com is out of
 * reach here, so the page gets a small stand-in for `window.Stripe`, good enough for
 * @stripe/react-stripe-js (`isStripe`: elements, createToken, createPaymentMethod,
 * confirmCardPayment; Elements: elements(), create(), mount(), on()/off(), update(), destroy()).
 *
 * The donate page uses Stripe's deferred-intent flow: `elements({mode, amount,
 * currency})`, `update()` as the choice changes (recorded on `window.__stripeElementsOptions`),
 * and `elements.submit()` before `confirmPayment({elements, clientSecret})`, which the stand-in
 * insists on like Stripe.js; the element's mode and amount go with the confirmation, and the
 * fake refuses one that does not match the intent. A course purchase still makes its element
 * from a client secret.
 *
 * Its `confirmPayment` does what Stripe's does for a card: it confirms the intent of the form's
 * client secret and, when that went through (or is processing), takes the browser to the
 * return_url with Stripe's query parameters; a refusal comes back as `{ error }`. The
 * confirmation goes to https://api.stripe.com/test/confirm, which `stubStripe` forwards from
 * Node to the fake Stripe's /test/confirm (tests/fakes/stripe.ts), so the fake sends the app
 * its signed webhooks as Stripe would. The outcome is `window.__stripeOutcome` (default
 * 'succeeded'); `setOutcome` changes it.
 */
import type { Page } from '@playwright/test'

import { fakeStripeUrl } from '../../playwright.config'

export type Outcome = 'succeeded' | 'processing' | 'failed'

const STRIPE_JS = `
(() => {
  function Stripe(publishableKey) {
    const listeners = new Map()
    const makeElement = (type) => {
      const handlers = {}
      let node = null
      return {
        mount(target) {
          node = typeof target === 'string' ? document.querySelector(target) : target
          const box = document.createElement('div')
          box.setAttribute('data-testid', 'stripe-payment-element')
          box.style.cssText = 'border:1px solid #d9cab2;border-radius:12px;padding:12px 16px;color:#2b2622;background:#fff'
          box.textContent = 'Test card •••• 4242 (Stripe test stand-in)'
          node.appendChild(box)
          setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: type })), 30)
        },
        on(event, cb) { (handlers[event] ||= []).push(cb) },
        off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb) },
        once(event, cb) { (handlers[event] ||= []).push(cb) },
        update() {},
        focus() {},
        blur() {},
        clear() {},
        unmount() { if (node) node.innerHTML = '' },
        destroy() { if (node) node.innerHTML = ''; node = null },
      }
    }
    // The deferred-intent flow: elements({mode, amount, currency}) and update() as the choice
    // changes; submit() before each confirmPayment({elements, clientSecret}). What the element
    // was made for is on window.__stripeElementsOptions for the tests to read.
    const elements = (options) => {
      const created = []
      const state = { options: { ...(options || {}) }, submitted: false }
      delete state.options.appearance
      window.__stripeElementsOptions = { ...state.options }
      window.__stripeElementsMade = (window.__stripeElementsMade || 0) + 1
      return {
        __state: state,
        __clientSecret: options && options.clientSecret,
        create(type) { const element = makeElement(type); created.push(element); return element },
        getElement() { return created[0] || null },
        update(changes) {
          const next = { ...(changes || {}) }
          delete next.appearance
          Object.assign(state.options, next)
          window.__stripeElementsOptions = { ...state.options }
        },
        fetchUpdates() { return Promise.resolve({}) },
        submit() {
          state.submitted = true
          window.__stripeSubmits = (window.__stripeSubmits || 0) + 1
          return Promise.resolve({})
        },
        on() {}, off() {},
      }
    }
    const notHere = () => Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not in the test stand-in' } })
    return {
      publishableKey,
      elements,
      createToken: notHere,
      createPaymentMethod: notHere,
      confirmCardPayment: notHere,
      _registerWrapper() {},
      registerAppInfo() {},
      async confirmPayment({ elements, clientSecret: deferredSecret, confirmParams }) {
        const state = elements.__state
        // as Stripe.js: a Payment Element made from an amount needs the intent's client secret,
        // and elements.submit() first
        if (state.options.mode && !deferredSecret) {
          return { error: { type: 'invalid_request_error', message: 'stripe.confirmPayment(): the clientSecret is required with a deferred Payment Element.' } }
        }
        if (state.options.mode && !state.submitted) {
          return { error: { type: 'invalid_request_error', message: 'elements.submit() must be called before stripe.confirmPayment().' } }
        }
        state.submitted = false
        const clientSecret = deferredSecret || elements.__clientSecret
        const response = await fetch('https://api.stripe.com/test/confirm', {
          method: 'POST',
          // text/plain: a simple request, no CORS preflight
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({
            client_secret: clientSecret,
            outcome: window.__stripeOutcome || 'succeeded',
            email: confirmParams.payment_method_data?.billing_details?.email,
            ...(state.options.mode ? { mode: state.options.mode, amount: state.options.amount } : {}),
          }),
        })
        const answer = await response.json()
        window.__stripeConfirmations = (window.__stripeConfirmations || 0) + 1
        if (!response.ok) return { error: { type: 'card_error', message: answer.error.message } }
        const intent = answer.payment_intent
        const url = new URL(confirmParams.return_url)
        url.searchParams.set('payment_intent', intent.id)
        url.searchParams.set('payment_intent_client_secret', clientSecret)
        url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'pending')
        window.location.assign(url.toString())
        return new Promise(() => {})
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
`

/** What the stub's confirmations sent (the client secret, outcome, e-mail, the element's mode and amount), in order. */
export type Confirmation = { client_secret: string; outcome: Outcome; email?: string; mode?: 'payment' | 'subscription'; amount?: number }

/**
 * Serves the stand-in for Stripe.js and forwards its confirmations to the fake Stripe;
 * `delayMs` holds each confirmation that long (to see 'Processing...'), `reachable` returning
 * false makes the script fail to load.
 */
export const stubStripe = async (
  page: Page,
  { delayMs = 0, reachable = () => true }: { delayMs?: number; reachable?: () => boolean } = {},
) => {
  const confirmations: Confirmation[] = []
  // `reachable` false: js.stripe.com cannot be reached (the script fails to load)
  await page.route('https://js.stripe.com/**', (route) =>
    reachable() ? route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }) : route.abort(),
  )
  await page.route('https://api.stripe.com/test/confirm', async (route) => {
    if (route.request().method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: corsHeaders })
    }
    const body = route.request().postDataJSON() as Confirmation
    confirmations.push(body)
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const response = await fetch(`${fakeStripeUrl}/test/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_secret: body.client_secret, outcome: body.outcome, mode: body.mode, amount: body.amount }),
    })
    await route.fulfill({ status: response.status, headers: corsHeaders, contentType: 'application/json', body: await response.text() })
  })
  return { confirmations }
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'POST',
}

export const setOutcome = (page: Page, outcome: Outcome) =>
  page.evaluate((value) => ((window as unknown as { __stripeOutcome: string }).__stripeOutcome = value), outcome)

/** Confirms an intent at the fake Stripe from Node (no browser), e.g. to make a failed one. */
export const confirmAtFake = async (clientSecret: string, outcome: Outcome) => {
  const response = await fetch(`${fakeStripeUrl}/test/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, outcome }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** What the fake Stripe holds: API requests made so far and objects by kind (payment_intent, customer, subscription…). */
export const fakeStripeObjects = async (): Promise<{ requests: number; objects: Record<string, number> }> =>
  (await (await fetch(`${fakeStripeUrl}/test/objects`, { method: 'POST' })).json()) as { requests: number; objects: Record<string, number> }

/** What the page's Payment Element was made for (the deferred flow's mode, amount and currency). */
export const elementsOptions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stripeElementsOptions?: { mode?: string; amount?: number; currency?: string } }).__stripeElementsOptions ?? null)

/** A full refund of a payment intent's charge at the fake Stripe, whose webhook then reaches the app. */
export const refundAtFake = async (paymentIntent: string) => {
  const response = await fetch(`${fakeStripeUrl}/test/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_intent: paymentIntent }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}
