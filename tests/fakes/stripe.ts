/**
 * A local Stripe for tests: an HTTP server on 127.0.0.1 answering the endpoints the
 * donations use, in Stripe's shapes, which the real `stripe` SDK is pointed at through
 * STRIPE_API_BASE (src/integrations/stripe). It keeps objects in memory, honours
 * Idempotency-Key like Stripe (the same key answers the same object), and records every request
 * so a test can assert what was sent.
 *
 *   payment intents: create, retrieve, cancel        customers: create, retrieve, list by email
 *   products: create (with an id), retrieve, search  subscriptions: create, retrieve (expand), cancel
 *   invoices: retrieve (expand)                      invoice payments: list by payment intent
 *   billing portal sessions: create
 *
 * What a browser and Stripe's own systems do is simulated by `confirm` (the Payment Element's
 * confirmation: succeeded, processing or failed), `renew` (a subscription's next monthly
 * charge), `refund` and subscription cancellation. Each returns the events Stripe would send,
 * signed with the SDK's own `webhooks.generateTestHeaderString`; with `webhookUrl` set they are
 * also delivered there, as Stripe does. The same simulations answer over HTTP under /test/* for
 * the browser tests (tests/fakes/stripeServer.ts) and for trying payments by hand
 * (scripts/tryWriteSide.ts): /test/confirm, /test/renew, /test/refund, /test/cancel, with
 * /test/objects counting what exists and /test/list listing one kind.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

import { STRIPE_API_VERSION } from '@/integrations/stripe'

type StripeObject = Record<string, unknown> & { id: string; object: string }
export type FakeEvent = { id: string; object: 'event'; type: string; created: number; api_version: string; livemode: false; pending_webhooks: number; request: { id: null; idempotency_key: null }; data: { object: StripeObject } }
export type Outcome = 'succeeded' | 'processing' | 'failed'

export type FakeStripeOptions = { port?: number; webhookUrl?: string; webhookSecret?: string }

export type FakeStripe = {
  url: string
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[]
  objects: Map<string, StripeObject>
  /** Make the next matching requests fail with a card error, e.g. `fail('/v1/payment_intents')` */
  fail: (pathPrefix: string, message?: string) => void
  /** The Payment Element's confirmation of a client secret; the events Stripe sends after it */
  confirm: (clientSecret: string, outcome: Outcome) => Promise<{ paymentIntent: StripeObject; events: FakeEvent[]; error?: string }>
  /** The next monthly charge of a subscription, paid */
  renew: (subscriptionId: string) => Promise<FakeEvent[]>
  /** A full refund of a payment intent's charge */
  refund: (paymentIntentId: string) => Promise<FakeEvent[]>
  /** A subscription cancelled (in the customer portal, say) */
  cancelSubscription: (subscriptionId: string) => Promise<FakeEvent[]>
  /** Stripe-Signature header for a body */
  sign: (body: string, secret?: string) => string
  /** Every event this Stripe has emitted, in order (delivered or not) */
  events: FakeEvent[]
  /** Events delivered to webhookUrl so far, with the status the app answered */
  deliveries: { event: FakeEvent; status: number }[]
  stop: () => Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const signer = new Stripe('sk_test_signer', { apiVersion: STRIPE_API_VERSION })

/** Stripe's form encoding (a[b][0]=c) back into an object. */
export const parseStripeForm = (body: string): Record<string, unknown> => {
  const result: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node = result as Record<string, unknown>
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      // arrays arrive as a[0][b]: an object keyed by index, which Object.values reads in order
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  return result
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let data = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (data += chunk))
    request.on('end', () => resolve(data))
    request.on('error', reject)
  })

const expandsOf = (body: Record<string, unknown>): string[] => Object.values((body.expand ?? {}) as Record<string, string>)

export const startFakeStripe = async (options: FakeStripeOptions = {}): Promise<FakeStripe> => {
  const objects = new Map<string, StripeObject>()
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>()
  const requests: FakeStripe['requests'] = []
  const deliveries: FakeStripe['deliveries'] = []
  const emitted: FakeEvent[] = []
  const failures: { prefix: string; message: string }[] = []
  /** Which invoice a payment intent pays (Stripe keeps this in invoice payments) */
  const invoiceOfIntent = new Map<string, string>()
  const now = () => Math.floor(Date.now() / 1000)
  const store = <T extends StripeObject>(object: T) => (objects.set(object.id, object), object)
  const webhookSecret = options.webhookSecret ?? 'whsec_test'
  const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T

  const event = (type: string, object: StripeObject): FakeEvent => ({
    id: id('evt'),
    object: 'event',
    type,
    created: now(),
    api_version: STRIPE_API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: copy(object) },
  })

  const sign = (body: string, secret = webhookSecret) => signer.webhooks.generateTestHeaderString({ payload: body, secret })

  /** Sends events to the webhook URL one after another, as Stripe would (when one is set). */
  const deliver = async (events: FakeEvent[]): Promise<FakeEvent[]> => {
    emitted.push(...events)
    if (!options.webhookUrl) return events
    for (const item of events) {
      const body = JSON.stringify(item)
      let status = 0
      for (let attempt = 0; attempt < 5 && (status === 0 || status >= 500); attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
        status = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sign(body) }, body })
          .then(async (response) => (await response.text(), response.status))
          .catch(() => 0)
      }
      deliveries.push({ event: item, status })
    }
    return events
  }

  const paymentIntent = (body: Record<string, unknown>): StripeObject => {
    const piId = id('pi')
    return store({
      id: piId,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: String(body.currency ?? 'usd'),
      status: 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      customer: body.customer ?? null,
      receipt_email: body.receipt_email ?? null,
      metadata: body.metadata ?? {},
      description: body.description ?? null,
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    })
  }

  const invoiceFor = (subscription: StripeObject, amount: number, billingReason: string): { invoice: StripeObject; intent: StripeObject } => {
    const customer = objects.get(String(subscription.customer))
    const intent = paymentIntent({ amount, currency: 'usd', customer: subscription.customer })
    const invoice = store({
      id: id('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      currency: 'usd',
      status: 'open',
      billing_reason: billingReason,
      customer: subscription.customer,
      customer_email: customer?.email ?? null,
      created: now(),
      status_transitions: { paid_at: null },
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} } },
    })
    invoiceOfIntent.set(intent.id, invoice.id)
    return { invoice, intent }
  }

  const charge = (intent: StripeObject, billingEmail?: string): StripeObject => {
    const created = store({
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      customer: intent.customer,
      billing_details: { email: billingEmail ?? null },
      created: now(),
    })
    intent.latest_charge = created.id
    return created
  }

  /** Pays an invoice's intent: the intent, the invoice and its subscription move on. */
  const payInvoice = (invoiceId: string, intent: StripeObject): FakeEvent[] => {
    const invoice = objects.get(invoiceId)!
    invoice.status = 'paid'
    invoice.amount_paid = invoice.amount_due
    invoice.status_transitions = { paid_at: now() }
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription
    const subscription = objects.get(subscriptionId)
    if (subscription && subscription.status !== 'canceled') subscription.status = 'active'
    return [event('payment_intent.succeeded', intent), event('invoice.paid', invoice)]
  }

  const confirm: FakeStripe['confirm'] = async (clientSecret, outcome) => {
    const intent = objects.get(clientSecret.split('_secret_')[0] ?? '')
    if (!intent || intent.client_secret !== clientSecret) throw new Error('No such payment intent')
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw new Error(`This payment intent is ${intent.status}`)
    const invoiceId = invoiceOfIntent.get(intent.id)
    const events: FakeEvent[] = []
    let error: string | undefined
    if (outcome === 'succeeded') {
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      charge(intent)
      if (invoiceId) events.push(...payInvoice(invoiceId, intent))
      else events.push(event('payment_intent.succeeded', intent))
    } else if (outcome === 'processing') {
      intent.status = 'processing'
      events.push(event('payment_intent.processing', intent))
    } else {
      error = 'Your card was declined.'
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: error }
      events.push(event('payment_intent.payment_failed', intent))
      if (invoiceId) events.push(event('invoice.payment_failed', objects.get(invoiceId)!))
    }
    return { paymentIntent: copy(intent), events: await deliver(events), error }
  }

  const renew: FakeStripe['renew'] = async (subscriptionId) => {
    const subscription = objects.get(subscriptionId)
    if (!subscription || subscription.status === 'canceled') throw new Error(`Subscription ${subscriptionId} cannot renew`)
    const { invoice, intent } = invoiceFor(subscription, Number(subscription.amount ?? 0), 'subscription_cycle')
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    charge(intent)
    subscription.latest_invoice = invoice.id
    return deliver(payInvoice(invoice.id, intent))
  }

  const refund: FakeStripe['refund'] = async (paymentIntentId) => {
    const intent = objects.get(paymentIntentId)
    const charged = intent?.latest_charge ? objects.get(String(intent.latest_charge)) : undefined
    if (!charged) throw new Error(`${paymentIntentId} has no charge to refund`)
    charged.amount_refunded = charged.amount
    charged.refunded = true
    return deliver([event('charge.refunded', charged)])
  }

  const cancel = (subscription: StripeObject): FakeEvent => {
    subscription.status = 'canceled'
    subscription.canceled_at = now()
    subscription.ended_at = now()
    return event('customer.subscription.deleted', subscription)
  }
  const cancelSubscription: FakeStripe['cancelSubscription'] = async (subscriptionId) => {
    const subscription = objects.get(subscriptionId)
    if (!subscription) throw new Error(`No such subscription ${subscriptionId}`)
    return deliver([cancel(subscription)])
  }

  const notFound = (objectId: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${objectId}'` } } })
  const list = (data: unknown[], url: string) => ({ status: 200, body: { object: 'list', data, has_more: false, url } })
  const pendingEvents: FakeEvent[] = []

  const route = (method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } => {
    const failure = failures.findIndex((item) => path.startsWith(item.prefix))
    if (failure >= 0) {
      const [{ message }] = failures.splice(failure, 1)
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message } } }
    }
    const [, , resource, objectId, action] = path.split('/')
    const found = objectId ? objects.get(objectId) : undefined
    if (method === 'POST' && resource === 'payment_intents' && !objectId) return { status: 200, body: paymentIntent(body) }
    if (method === 'POST' && resource === 'customers' && !objectId) {
      return { status: 200, body: store({ id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {}, created: now() }) }
    }
    if (method === 'GET' && resource === 'customers' && !objectId) {
      return list([...objects.values()].filter((object) => object.object === 'customer' && object.email === body.email), '/v1/customers')
    }
    if (method === 'POST' && resource === 'products' && !objectId) {
      const productId = typeof body.id === 'string' ? body.id : id('prod')
      if (objects.has(productId)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: `Product already exists.` } } }
      }
      return { status: 200, body: store({ id: productId, object: 'product', name: body.name, metadata: body.metadata ?? {}, active: true, created: now() }) }
    }
    if (method === 'GET' && resource === 'products' && objectId === 'search') {
      // only the query the donations make: metadata['key']:'value'
      const [, key, value] = /metadata\['([^']+)'\]:'([^']+)'/.exec(String(body.query ?? '')) ?? []
      const data = [...objects.values()].filter(
        (object) => object.object === 'product' && key && (object.metadata as Record<string, string>)[key] === value,
      )
      return { status: 200, body: { object: 'search_result', data, has_more: false, url: '/v1/products/search' } }
    }
    if (method === 'GET' && resource === 'invoice_payments' && !objectId) {
      const payment = (body.payment ?? {}) as { payment_intent?: string }
      const invoice = payment.payment_intent ? invoiceOfIntent.get(payment.payment_intent) : undefined
      const data = invoice
        ? [{ id: id('inpay'), object: 'invoice_payment', invoice, is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: payment.payment_intent } }]
        : []
      return list(data, '/v1/invoice_payments')
    }
    if (method === 'POST' && resource === 'subscriptions' && !objectId) {
      const items = Object.values((body.items ?? {}) as Record<string, { price_data?: { unit_amount?: string; product?: string } }>)
      const amount = Number(items[0]?.price_data?.unit_amount ?? 0)
      if (!objects.has(String(body.customer))) return notFound(String(body.customer))
      if (!objects.has(String(items[0]?.price_data?.product))) return notFound(String(items[0]?.price_data?.product))
      const subscription = store({
        id: id('sub'),
        object: 'subscription',
        status: 'incomplete',
        customer: body.customer,
        metadata: body.metadata ?? {},
        amount,
        latest_invoice: null as unknown,
        canceled_at: null,
        created: now(),
      })
      const { invoice } = invoiceFor(subscription, amount, 'subscription_create')
      subscription.latest_invoice = invoice.id
      return { status: 200, body: expandsOf(body).includes('latest_invoice.confirmation_secret') ? { ...subscription, latest_invoice: invoice } : subscription }
    }
    if (method === 'POST' && resource === 'billing_portal' && objectId === 'sessions') {
      if (!objects.has(String(body.customer))) return notFound(String(body.customer))
      return { status: 200, body: store({ id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url ?? null, url: `https://billing.stripe.test/session/${randomBytes(8).toString('hex')}` }) }
    }
    if (!found) return notFound(String(objectId))
    if (method === 'GET' && !action) {
      if (found.object === 'subscription' && expandsOf(body).some((path) => path.startsWith('latest_invoice'))) {
        return { status: 200, body: { ...found, latest_invoice: objects.get(String(found.latest_invoice)) ?? null } }
      }
      return { status: 200, body: found }
    }
    if (method === 'POST' && action === 'cancel' && found.object === 'payment_intent') {
      if (['succeeded', 'processing', 'canceled'].includes(String(found.status))) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${found.status}.` } } }
      }
      found.status = 'canceled'
      return { status: 200, body: found }
    }
    if (method === 'DELETE' && found.object === 'subscription') {
      if (found.status !== 'canceled') pendingEvents.push(cancel(found))
      return { status: 200, body: found }
    }
    return { status: 400, body: { error: { type: 'invalid_request_error', message: `The fake Stripe does not answer ${method} ${path}` } } }
  }

  /** How many objects of each kind exist and how many API requests were made (what viewing a page may not change). */
  const objectCounts = () => {
    const counts: Record<string, number> = {}
    for (const object of objects.values()) counts[object.object] = (counts[object.object] ?? 0) + 1
    return { requests: requests.length, objects: counts }
  }

  /**
   * The objects of one kind (payment_intent, subscription, customer…), newest first: what a
   * person trying the site by hand (npm run try:write-side) reads the client secret of an intent
   * or a subscription's id from.
   */
  const listed = (kind: string) => ({
    object: 'list',
    // the map keeps the order objects were made in
    data: [...objects.values()].filter((object) => object.object === kind).reverse(),
  })

  /**
   * What Stripe.js checks when it confirms an intent with a Payment Element made from an amount
   * and mode (the deferred-intent flow): the same amount, and a subscription's invoice for
   * 'subscription', a PaymentIntent of its own for 'payment'. Nothing to check without them.
   */
  const elementsMismatch = (clientSecret: string, body: Record<string, unknown>): string | undefined => {
    if (body.amount === undefined && body.mode === undefined) return undefined
    const intent = objects.get(clientSecret.split('_secret_')[0] ?? '')
    if (!intent) return undefined
    if (body.amount !== undefined && Number(body.amount) !== Number(intent.amount)) {
      return `The amount of the Payment Element (${String(body.amount)}) does not match the intent's (${String(intent.amount)}).`
    }
    const isInvoice = invoiceOfIntent.has(intent.id)
    if (body.mode !== undefined && (body.mode === 'subscription') !== isInvoice) {
      return `The Payment Element's mode '${String(body.mode)}' does not match this intent.`
    }
    return undefined
  }

  /** The browser tests' side door: the Payment Element's confirmation, renewals and refunds. */
  const testRoute = async (path: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> => {
    try {
      if (path === '/test/confirm') {
        // Stripe.js's deferred flow: the Payment Element's amount and mode must match the intent
        const mismatch = elementsMismatch(String(body.client_secret), body)
        if (mismatch) return { status: 400, body: { error: { type: 'invalid_request_error', message: mismatch } } }
        const result = await confirm(String(body.client_secret), (body.outcome as Outcome) ?? 'succeeded')
        if (result.error) return { status: 402, body: { error: { type: 'card_error', message: result.error }, payment_intent: result.paymentIntent } }
        return { status: 200, body: { payment_intent: { id: result.paymentIntent.id, status: result.paymentIntent.status } } }
      }
      if (path === '/test/objects') return { status: 200, body: objectCounts() }
      if (path === '/test/list') return { status: 200, body: listed(String(body.object ?? 'payment_intent')) }
      if (path === '/test/renew') return { status: 200, body: { events: (await renew(String(body.subscription))).map((item) => item.type) } }
      if (path === '/test/refund') return { status: 200, body: { events: (await refund(String(body.payment_intent))).map((item) => item.type) } }
      if (path === '/test/cancel') return { status: 200, body: { events: (await cancelSubscription(String(body.subscription))).map((item) => item.type) } }
      return { status: 404, body: { error: { message: `No test route ${path}` } } }
    } catch (error) {
      return { status: 400, body: { error: { message: (error as Error).message } } }
    }
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const raw = await readBody(request)
    if (url.pathname === '/health') return response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    if (url.pathname.startsWith('/test/')) {
      // called from a browser page in the e2e tests (through Playwright), so answer CORS too
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
      if (request.method === 'OPTIONS') return response.writeHead(204, cors).end()
      // a JSON body, or the query string (`curl '…/test/list?object=subscription'`); a body
      // typed by hand that is not JSON is a 400, not the end of this server
      let input: Record<string, unknown>
      try {
        input = raw ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(url.searchParams)
      } catch {
        response.writeHead(400, { 'content-type': 'application/json', ...cors })
        return response.end(JSON.stringify({ error: { message: 'The body is not JSON.' } }))
      }
      const answer = await testRoute(url.pathname, input)
      response.writeHead(answer.status, { 'content-type': 'application/json', ...cors })
      return response.end(JSON.stringify(answer.body))
    }
    const body = request.method === 'GET' || request.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw)
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    const replay = idempotencyKey ? byIdempotencyKey.get(`${request.method} ${url.pathname} ${idempotencyKey}`) : undefined
    const answer = replay ?? route(request.method ?? 'GET', url.pathname, body)
    if (idempotencyKey && !replay && request.method === 'POST') byIdempotencyKey.set(`${request.method} ${url.pathname} ${idempotencyKey}`, answer)
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replay ? { 'idempotent-replayed': 'true' } : {}) })
    response.end(JSON.stringify(answer.body))
    // events caused by an API call (a cancellation) go out after its answer, as at Stripe
    if (pendingEvents.length) void deliver(pendingEvents.splice(0))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    events: emitted,
    deliveries,
    fail: (prefix, message = 'Your card was declined.') => failures.push({ prefix, message }),
    confirm,
    renew,
    refund,
    cancelSubscription,
    sign,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
