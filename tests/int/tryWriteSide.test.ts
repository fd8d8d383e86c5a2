/**
 * `npm run try:write-side` (scripts/tryWriteSide.ts): its servers are wired as the browser tests
 * wire theirs (playwright.config.ts), on their own database, ports and mail directory; and its
 * two fakes, started the way it starts them, answer: the app's own Stripe client makes an intent
 * at the fake, the curl lines it prints (/test/list, /test/confirm, /test/refund, /test/renew,
 * /test/cancel) do what they say, and the webhooks reach the app's address signed with the
 * app's secret. (The app itself is `npm start`'s path, which the browser tests run.)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STRIPE_API_VERSION, stripeClient } from '@/integrations/stripe'
import { freePort } from '@tests/support/testDatabase'

import playwrightConfig from '../../playwright.config'
import { banner, trySettings, tryServers, type TryServer } from '../../scripts/tryWriteSide'

const root = path.resolve(import.meta.dirname, '../..')

type E2EServer = { name: string; command: string; env: Record<string, string> }
const e2eServers = JSON.parse((playwrightConfig.webServer as { env: Record<string, string> }).env.E2E_SERVERS!) as E2EServer[]
// slot 0's servers ('stripe', or 'stripe 0' with E2E_WORKERS above 1)
const e2e = (name: string) => e2eServers.find((server) => server.name === name || server.name === `${name} 0`)!

const byName = (servers: TryServer[], name: string) => servers.find((server) => server.name === name)!
const portOf = (url: string) => Number(new URL(url).port)

describe('the wiring of npm run try:write-side', () => {
  const settings = trySettings({ TRY_PORT: '4100', TRY_STRIPE_PORT: '4111', TRY_OPENAI_PORT: '4112', TRY_YOUTUBE_PORT: '4113', TRY_POSTGRES_PORT: '54999' })
  const servers = tryServers(settings, ['--examples', '; rm -rf /'])
  const [stripe, ai, app] = [byName(servers, 'stripe'), byName(servers, 'ai fakes'), byName(servers, 'app')]

  it('starts the programs the browser tests start, with the same variables', () => {
    expect(stripe.command).toMatch(/ --import tsx tests\/fakes\/stripeServer\.ts$/)
    expect(e2e('stripe').command).toMatch(/tests\/fakes\/stripeServer\.ts$/)
    expect(ai.command).toMatch(/ --import tsx tests\/fakes\/aiServer\.ts$/)
    expect(e2e('ai fakes').command).toMatch(/tests\/fakes\/aiServer\.ts$/)
    // npm start's path, with only the seed flags passed on
    expect(app.command).toMatch(/ --import tsx scripts\/run\.ts start --examples$/)
    expect(Object.keys(stripe.env).sort()).toEqual(Object.keys(e2e('stripe').env).sort())
    expect(Object.keys(ai.env).sort()).toEqual(Object.keys(e2e('ai fakes').env).sort())
    // every variable that wires the browser tests' apps to their fakes, database and mail
    const wiring = [
      ...['PORT', 'HOST', 'SERVER_URL', 'PAYLOAD_SECRET', 'DATABASE_URL', 'SMTP_URL', 'EMBEDDED_POSTGRES_DIR', 'EMBEDDED_POSTGRES_PORT', 'MAIL_CAPTURE_DIR'],
      ...['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'],
      ...['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'YOUTUBE_API_KEY', 'YOUTUBE_API_BASE'],
    ]
    for (const name of wiring) {
      expect(name in e2e('app').env || name in e2e('ai app').env, name).toBe(true)
      expect(name in app.env, name).toBe(true)
    }
    expect(app.env.DATABASE_URL).toBe('')
    expect(app.env.SMTP_URL).toBe('')
    for (const name of wiring.filter((item) => !['DATABASE_URL', 'SMTP_URL'].includes(item))) expect(app.env[name], name).not.toBe('')
  })

  it('points the app at the fakes and the fakes at the app, on the TRY_* ports', () => {
    expect(app.env.PORT).toBe('4100')
    expect(app.env.SERVER_URL).toBe('http://127.0.0.1:4100')
    expect(app.url).toBe('http://127.0.0.1:4100/api/health')
    expect(stripe.env.FAKE_STRIPE_PORT).toBe('4111')
    expect(portOf(app.env.STRIPE_API_BASE!)).toBe(4111)
    expect(stripe.env.FAKE_STRIPE_WEBHOOK_URL).toBe(`${app.env.SERVER_URL}/api/stripe/webhook`)
    expect(stripe.env.STRIPE_WEBHOOK_SECRET).toBe(app.env.STRIPE_WEBHOOK_SECRET)
    expect(app.env.STRIPE_SECRET_KEY).toMatch(/^sk_test_/)
    expect(app.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY).toMatch(/^pk_test_/)
    expect(app.env.OPENAI_BASE_URL).toBe(`http://127.0.0.1:${ai.env.FAKE_OPENAI_PORT}/v1`)
    expect(app.env.YOUTUBE_API_BASE).toBe(`http://127.0.0.1:${ai.env.FAKE_YOUTUBE_PORT}/youtube/v3`)
    expect([ai.env.FAKE_OPENAI_PORT, ai.env.FAKE_YOUTUBE_PORT]).toEqual(['4112', '4113'])
  })

  it('keeps its own database and mail, never the ones npm start or the tests use', () => {
    expect(app.env.EMBEDDED_POSTGRES_DIR).toBe(path.join(root, '.data', 'try-write-side-postgres'))
    expect(app.env.EMBEDDED_POSTGRES_PORT).toBe('54999')
    expect(app.env.MAIL_CAPTURE_DIR).toBe(path.join(root, '.data', 'try-write-side-mail'))
    expect(trySettings({}).postgresPort).not.toBe(54329)
    for (const server of e2eServers) {
      if (server.env.EMBEDDED_POSTGRES_DIR) expect(path.resolve(root, server.env.EMBEDDED_POSTGRES_DIR)).not.toBe(app.env.EMBEDDED_POSTGRES_DIR)
    }
    expect(trySettings({ TRY_POSTGRES_DIR: '/tmp/try-pg', TRY_MAIL_DIR: '/tmp/try-mail' })).toMatchObject({ postgresDir: '/tmp/try-pg', mailDir: '/tmp/try-mail' })
  })

  it('prints the addresses, the mail directory and the curl lines', () => {
    const text = banner(settings)
    for (const part of [
      'http://127.0.0.1:4100/admin',
      'npm run create-admin',
      settings.mailDir,
      'http://127.0.0.1:4111/test/confirm',
      'http://127.0.0.1:4111/test/renew',
      'http://127.0.0.1:4111/test/refund',
      'http://127.0.0.1:4111/test/cancel',
      "'http://127.0.0.1:4111/test/list?object=payment_intent'",
      'http://127.0.0.1:4100/api/create-payment-intent',
      'http://127.0.0.1:4100/donate/success?donation=',
    ]) {
      expect(text).toContain(part)
    }
  })
})

describe('the fakes npm run try:write-side starts', () => {
  let launcher: ChildProcess
  let catcher: Server
  const received: { type: string; verified: boolean }[] = []
  let servers: TryServer[]
  let fake: string

  beforeAll(async () => {
    const settings = trySettings({
      TRY_PORT: String(await freePort()),
      TRY_STRIPE_PORT: String(await freePort()),
      TRY_OPENAI_PORT: String(await freePort()),
      TRY_YOUTUBE_PORT: String(await freePort()),
    })
    servers = tryServers(settings)
    fake = settings.fakeStripeUrl
    const secret = byName(servers, 'app').env.STRIPE_WEBHOOK_SECRET!
    const verifier = new Stripe('sk_test_verifier', { apiVersion: STRIPE_API_VERSION })
    // where the app would listen: takes the webhooks and checks them with the app's secret
    catcher = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        let verified = false
        let type = ''
        try {
          type = verifier.webhooks.constructEvent(body, String(request.headers['stripe-signature']), secret).type
          verified = request.url === '/api/stripe/webhook'
        } catch {
          type = (JSON.parse(body) as { type: string }).type
        }
        received.push({ type, verified })
        response.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => catcher.listen(settings.port, '127.0.0.1', resolve))
    // the launcher the command uses, with the two fakes (the app is npm start's path)
    const launcherPort = await freePort()
    const fakes = servers.filter((server) => server.name !== 'app')
    launcher = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2eServers.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, E2E_LAUNCHER_PORT: String(launcherPort), E2E_SERVERS: JSON.stringify(fakes) },
    })
    const deadline = Date.now() + 30_000
    while (!(await fetch(`http://127.0.0.1:${launcherPort}/`).then((response) => response.ok, () => false))) {
      if (Date.now() > deadline || launcher.exitCode !== null) throw new Error('the fakes did not start')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }, 60_000)

  afterAll(async () => {
    if (launcher && launcher.exitCode === null) {
      const gone = new Promise((resolve) => launcher.once('exit', resolve))
      launcher.kill('SIGTERM')
      await gone
    }
    await new Promise((resolve) => catcher?.close(resolve))
  }, 30_000)

  const post = async (route: string, body: Record<string, unknown>) => {
    const response = await fetch(`${fake}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const listed = async (object: string) =>
    ((await (await fetch(`${fake}/test/list?object=${object}`)).json()) as { data: Record<string, unknown>[] }).data

  it('pays, refunds, renews and cancels as the printed curl lines say, and the app gets signed webhooks', async () => {
    // the app's own client, from the environment the command gives the app
    const stripe = stripeClient(byName(servers, 'app').env)!
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd', metadata: { kind: 'donation' } })
    const [newest] = await listed('payment_intent')
    expect(newest).toMatchObject({ id: intent.id, client_secret: intent.client_secret, status: 'requires_payment_method', amount: 5000 })

    expect(await post('/test/confirm', { client_secret: intent.client_secret })).toEqual({ status: 200, body: { payment_intent: { id: intent.id, status: 'succeeded' } } })
    expect(await post('/test/refund', { payment_intent: intent.id })).toEqual({ status: 200, body: { events: ['charge.refunded'] } })
    // a typo by hand is a 400 with the reason, and the fake stays up
    const typo = await fetch(`${fake}/test/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"client_secret": pi_' })
    expect(typo.status).toBe(400)
    expect((await post('/test/confirm', { client_secret: 'pi_nothing_secret_x' })).status).toBe(400)

    const customer = await stripe.customers.create({ email: 'donor@example.org' })
    await stripe.products.create({ id: 'prod_try', name: 'Monthly gift' })
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: 'prod_try', unit_amount: 2500, recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    })
    expect((await listed('subscription')).map((item) => item.id)).toEqual([subscription.id])
    const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret
    expect((await post('/test/confirm', { client_secret: secret, outcome: 'succeeded' })).status).toBe(200)
    expect(await post('/test/renew', { subscription: subscription.id })).toEqual({ status: 200, body: { events: ['payment_intent.succeeded', 'invoice.paid'] } })
    expect(await post('/test/cancel', { subscription: subscription.id })).toEqual({ status: 200, body: { events: ['customer.subscription.deleted'] } })

    expect(received).toEqual(
      ['payment_intent.succeeded', 'charge.refunded', 'payment_intent.succeeded', 'invoice.paid', 'payment_intent.succeeded', 'invoice.paid', 'customer.subscription.deleted'].map(
        (type) => ({ type, verified: true }),
      ),
    )
  }, 30_000)

  it('answers the app as OpenAI and YouTube', async () => {
    const env = byName(servers, 'app').env
    const image = await fetch(`${env.OPENAI_BASE_URL}/images/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.OPENAI_API_KEY}` },
      body: JSON.stringify({ model: 'gpt-image-1', prompt: 'Mountain pose', size: '1024x1024' }),
    })
    expect(image.status).toBe(200)
    const search = await fetch(`${env.YOUTUBE_API_BASE}/search?part=snippet&type=video&videoEmbeddable=true&safeSearch=strict&relevanceLanguage=en&q=mountain+pose&key=${env.YOUTUBE_API_KEY}`)
    expect(search.status).toBe(200)
  }, 30_000)
})
