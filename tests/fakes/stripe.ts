/**
 * A local Stripe for tests (issue 14): an HTTP server on 127.0.0.1 answering the endpoints the
 * donations use, in Stripe's shapes, which the real `stripe` SDK is pointed at through
 * STRIPE_API_BASE (src/integrations/stripe). It keeps objects in memory, honours
 * Idempotency-Key like Stripe (the same key answers the same object), and records every request
 * so a test can assert what was sent. Webhook bodies are signed with the SDK's own
 * `webhooks.generateTestHeaderString`.
 *
 *   payment intents: create, retrieve, cancel        customers: create, list by email
 *   products: create, search by metadata              subscriptions: create (latest_invoice.confirmation_secret), cancel
 *   billing portal sessions: create
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type StripeObject = Record<string, unknown> & { id: string; object: string }

export type FakeStripe = {
  url: string
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[]
  objects: Map<string, StripeObject>
  /** Make the next matching requests fail with a card error, e.g. `fail('/v1/payment_intents')` */
  fail: (pathPrefix: string, message?: string) => void
  stop: () => Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

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

export const startFakeStripe = async (): Promise<FakeStripe> => {
  const objects = new Map<string, StripeObject>()
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>()
  const requests: FakeStripe['requests'] = []
  const failures: { prefix: string; message: string }[] = []
  const now = () => Math.floor(Date.now() / 1000)
  const store = (object: StripeObject) => (objects.set(object.id, object), object)

  const paymentIntent = (body: Record<string, unknown>): StripeObject => {
    const piId = id('pi')
    return store({
      id: piId,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency ?? 'usd'),
      status: 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      customer: body.customer ?? null,
      receipt_email: body.receipt_email ?? null,
      metadata: body.metadata ?? {},
      description: body.description ?? null,
      created: now(),
      livemode: false,
    })
  }

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
      const data = [...objects.values()].filter((object) => object.object === 'customer' && object.email === body.email)
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/customers' } }
    }
    if (method === 'POST' && resource === 'products' && !objectId) {
      return { status: 200, body: store({ id: id('prod'), object: 'product', name: body.name, metadata: body.metadata ?? {}, active: true, created: now() }) }
    }
    if (method === 'GET' && resource === 'products' && objectId === 'search') {
      // only the query the donations make: metadata['key']:'value'
      const [, key, value] = /metadata\['([^']+)'\]:'([^']+)'/.exec(String(body.query ?? '')) ?? []
      const data = [...objects.values()].filter(
        (object) => object.object === 'product' && key && (object.metadata as Record<string, string>)[key] === value,
      )
      return { status: 200, body: { object: 'search_result', data, has_more: false, url: '/v1/products/search' } }
    }
    if (method === 'POST' && resource === 'subscriptions' && !objectId) {
      const items = Object.values((body.items ?? {}) as Record<string, { price_data?: { unit_amount?: string } }>)
      const amount = Number(items[0]?.price_data?.unit_amount ?? 0)
      const invoicePi = paymentIntent({ amount, currency: 'usd', customer: body.customer })
      const subscriptionId = id('sub')
      const invoice = store({
        id: id('in'),
        object: 'invoice',
        amount_due: amount,
        status: 'open',
        customer: body.customer,
        confirmation_secret: { client_secret: invoicePi.client_secret, type: 'payment_intent' },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      })
      const subscription = store({
        id: subscriptionId,
        object: 'subscription',
        status: 'incomplete',
        customer: body.customer,
        metadata: body.metadata ?? {},
        latest_invoice: invoice.id,
        created: now(),
      })
      const expand = Object.values((body.expand ?? {}) as Record<string, string>)
      return { status: 200, body: expand.includes('latest_invoice.confirmation_secret') ? { ...subscription, latest_invoice: invoice } : subscription }
    }
    if (method === 'POST' && resource === 'billing_portal' && objectId === 'sessions') {
      return { status: 200, body: store({ id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url ?? null, url: `https://billing.stripe.test/session/${randomBytes(8).toString('hex')}` }) }
    }
    if (!found) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${objectId}'` } } }
    if (method === 'GET' && !action) return { status: 200, body: found }
    if (method === 'POST' && action === 'cancel') {
      found.status = 'canceled'
      return { status: 200, body: found }
    }
    if (method === 'DELETE' && found.object === 'subscription') {
      found.status = 'canceled'
      return { status: 200, body: found }
    }
    return { status: 400, body: { error: { type: 'invalid_request_error', message: `The fake Stripe does not answer ${method} ${path}` } } }
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const raw = await readBody(request)
    const body = request.method === 'GET' || request.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw)
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    const replay = idempotencyKey ? byIdempotencyKey.get(`${request.method} ${url.pathname} ${idempotencyKey}`) : undefined
    const answer = replay ?? route(request.method ?? 'GET', url.pathname, body)
    if (idempotencyKey && !replay && request.method === 'POST') byIdempotencyKey.set(`${request.method} ${url.pathname} ${idempotencyKey}`, answer)
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replay ? { 'idempotent-replayed': 'true' } : {}) })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    fail: (prefix, message = 'Your card was declined.') => failures.push({ prefix, message }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
