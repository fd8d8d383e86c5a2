/**
 * `npm run try:write-side`: the site with its write side working, on this machine only, for a
 * person to try donations, course purchases and AI generation by hand. It starts, side by side
 * (tests/support/e2eServers.ts, as the browser tests do):
 *
 *   the fake Stripe          tests/fakes/stripeServer.ts on TRY_STRIPE_PORT (12111)
 *   the fake OpenAI/YouTube  tests/fakes/aiServer.ts on TRY_OPENAI_PORT (12112) / TRY_YOUTUBE_PORT (12113)
 *   the app                  `npm start`'s path (scripts/run.ts start) on TRY_PORT (3000), 127.0.0.1 only,
 *                            with its own embedded PostgreSQL (TRY_POSTGRES_DIR, .data/try-write-side-postgres,
 *                            port TRY_POSTGRES_PORT, 54319) and mail written as .eml files to TRY_MAIL_DIR
 *                            (.data/try-write-side-mail)
 *
 * wired to each other as playwright.config.ts wires them, and prints the addresses and the curl
 * lines that stand in for the card form once everything answers. Ctrl-C stops them all.
 * `npm run try:write-side -- --examples` seeds the example events too (as `npm start -- --examples`).
 * docs/operations.md "Trying payments and AI by hand" says what works in the browser and what needs curl.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { freePort } from '@tests/support/testDatabase'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The keys the app and the fakes share: made up, good for nothing but the fakes. */
export const TRY_KEYS = {
  stripeSecretKey: 'sk_test_try',
  stripePublishableKey: 'pk_test_try',
  webhookSecret: 'whsec_try',
  openaiKey: 'sk-try-fake',
  youtubeKey: 'yt-try-fake',
} as const

export type TrySettings = {
  port: number
  stripePort: number
  openaiPort: number
  youtubePort: number
  postgresPort: number
  postgresDir: string
  mailDir: string
  siteUrl: string
  fakeStripeUrl: string
  openaiDelayMs: string
  secret: string
}

/** Ports and places from the environment (TRY_*), with the defaults above. */
export const trySettings = (environment: Record<string, string | undefined> = process.env): TrySettings => {
  const number = (name: string, fallback: number) => Number(environment[name]) || fallback
  const port = number('TRY_PORT', 3000)
  const stripePort = number('TRY_STRIPE_PORT', 12111)
  return {
    port,
    stripePort,
    openaiPort: number('TRY_OPENAI_PORT', 12112),
    youtubePort: number('TRY_YOUTUBE_PORT', 12113),
    postgresPort: number('TRY_POSTGRES_PORT', 54319),
    postgresDir: path.resolve(root, environment.TRY_POSTGRES_DIR || '.data/try-write-side-postgres'),
    mailDir: path.resolve(root, environment.TRY_MAIL_DIR || '.data/try-write-side-mail'),
    siteUrl: `http://127.0.0.1:${port}`,
    fakeStripeUrl: `http://127.0.0.1:${stripePort}`,
    // every model answer slowed as in the browser tests, so the pages' loading texts show
    openaiDelayMs: environment.FAKE_OPENAI_DELAY_MS || '800',
    secret: environment.PAYLOAD_SECRET || 'try-write-side-local-secret',
  }
}

/** One process tests/support/e2eServers.ts starts: ready when `url` answers (or `port` accepts). */
export type TryServer = { name: string; command: string; url?: string; port?: number; env: Record<string, string>; timeout: number }

/** The three processes and their wiring, as playwright.config.ts has them for the browser tests. */
export const tryServers = (settings: TrySettings, seedFlags: string[] = []): TryServer[] => {
  const node = `"${process.execPath}" --import tsx`
  const flags = seedFlags.filter((flag) => flag === '--examples' || flag === '--no-examples')
  return [
    {
      name: 'stripe',
      command: `${node} tests/fakes/stripeServer.ts`,
      url: `${settings.fakeStripeUrl}/health`,
      timeout: 60_000,
      env: {
        FAKE_STRIPE_PORT: String(settings.stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${settings.siteUrl}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: TRY_KEYS.webhookSecret,
      },
    },
    {
      name: 'ai fakes',
      command: `${node} tests/fakes/aiServer.ts`,
      port: settings.youtubePort,
      timeout: 60_000,
      env: { FAKE_OPENAI_PORT: String(settings.openaiPort), FAKE_YOUTUBE_PORT: String(settings.youtubePort), FAKE_OPENAI_DELAY_MS: settings.openaiDelayMs },
    },
    {
      name: 'app',
      command: [`${node} scripts/run.ts start`, ...flags].join(' '),
      url: `${settings.siteUrl}/api/health`,
      // the first run builds the app (minutes on two cores)
      timeout: 1_200_000,
      env: {
        PORT: String(settings.port),
        HOST: '127.0.0.1',
        SERVER_URL: settings.siteUrl,
        PAYLOAD_SECRET: settings.secret,
        // its own embedded PostgreSQL and mail directory, whatever the shell or .env hold
        DATABASE_URL: '',
        EMBEDDED_POSTGRES_DIR: settings.postgresDir,
        EMBEDDED_POSTGRES_PORT: String(settings.postgresPort),
        SMTP_URL: '',
        MAIL_CAPTURE_DIR: settings.mailDir,
        STRIPE_SECRET_KEY: TRY_KEYS.stripeSecretKey,
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: TRY_KEYS.stripePublishableKey,
        STRIPE_WEBHOOK_SECRET: TRY_KEYS.webhookSecret,
        STRIPE_API_BASE: settings.fakeStripeUrl,
        OPENAI_API_KEY: TRY_KEYS.openaiKey,
        OPENAI_BASE_URL: `http://127.0.0.1:${settings.openaiPort}/v1`,
        YOUTUBE_API_KEY: TRY_KEYS.youtubeKey,
        YOUTUBE_API_BASE: `http://127.0.0.1:${settings.youtubePort}/youtube/v3`,
      },
    },
  ]
}

/** What is printed once everything answers: where things are, and the curl lines that pay. */
export const banner = (settings: TrySettings): string => {
  const { siteUrl, fakeStripeUrl } = settings
  const relative = (dir: string) => path.relative(root, dir) || dir
  const json = `-H 'content-type: application/json'`
  return `
Yoga Commons with payments and AI against local fakes (nothing leaves this machine)

  Site         ${siteUrl}   (/donate, /courses, /poses …)
  Admin        ${siteUrl}/admin   on this database's first visit Payload asks for the first user, who is an admin;
               or, beside this command: EMBEDDED_POSTGRES_DIR=${relative(settings.postgresDir)} npm run create-admin -- --username ada
  Database     embedded PostgreSQL in ${relative(settings.postgresDir)} on port ${settings.postgresPort} (kept between runs; delete it to start afresh)
  Mail         every message as an .eml file in ${settings.mailDir}
  Fake Stripe  ${fakeStripeUrl}   (sends the app signed webhooks: ${siteUrl}/api/stripe/webhook, secret ${TRY_KEYS.webhookSecret})
  Fake AI      OpenAI http://127.0.0.1:${settings.openaiPort}/v1, YouTube http://127.0.0.1:${settings.youtubePort}/youtube/v3

The card form cannot load here: Stripe.js comes from js.stripe.com and asks Stripe, which knows
neither the fake key nor the fake's intents ("The payment form could not load"). Pay with curl:

  # a one-time $50 gift, as /donate asks for it (monthly: /api/create-subscription-intent);
  # the answer holds clientSecret and donation
  curl -s ${siteUrl}/api/create-payment-intent ${json} -d '{"amount":50,"email":"donor@example.org"}'
  # intents the fake holds, newest first, with client_secret (a course: press Buy on its page, signed in)
  curl -s '${fakeStripeUrl}/test/list?object=payment_intent'
  # pay one as the card form would; "outcome": "succeeded" (default), "processing" or "failed"
  curl -s ${fakeStripeUrl}/test/confirm ${json} -d '{"client_secret":"pi_…_secret_…"}'
  # then open ${siteUrl}/donate/success?donation=<donation from the first answer>
  # refund a paid intent (charge.refunded)
  curl -s ${fakeStripeUrl}/test/refund ${json} -d '{"payment_intent":"pi_…"}'
  # a monthly gift's next charge (invoice.paid), or its end (customer.subscription.deleted);
  # ids: curl -s '${fakeStripeUrl}/test/list?object=subscription'
  curl -s ${fakeStripeUrl}/test/renew ${json} -d '{"subscription":"sub_…"}'
  curl -s ${fakeStripeUrl}/test/cancel ${json} -d '{"subscription":"sub_…"}'

Ctrl-C stops everything.
`
}

/** Whether something already listens on the port (another app, an earlier run). */
const inUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

const main = async (): Promise<number> => {
  const settings = trySettings()
  const servers = tryServers(settings, process.argv.slice(2))
  const ports = { TRY_PORT: settings.port, TRY_STRIPE_PORT: settings.stripePort, TRY_OPENAI_PORT: settings.openaiPort, TRY_YOUTUBE_PORT: settings.youtubePort, TRY_POSTGRES_PORT: settings.postgresPort }
  for (const [name, port] of Object.entries(ports)) {
    if (await inUse(port)) {
      console.error(`✖ Port ${port} is in use (${name}): stop what listens there, or set ${name} to another port.`)
      return 1
    }
  }
  mkdirSync(settings.mailDir, { recursive: true })
  const launcherPort = await freePort()
  console.log('› Starting the fake Stripe, the fake OpenAI and YouTube, and the app (a first run builds it: minutes)…')
  // its own process group: Ctrl-C reaches this process only, which stops the launcher once
  const launcher: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests', 'support', 'e2eServers.ts')], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, E2E_LAUNCHER_PORT: String(launcherPort), E2E_SERVERS: JSON.stringify(servers) },
  })
  const exited = new Promise<number>((resolve) => launcher.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log('\n› Stopping…')
      // the launcher stops every server it started and waits for them
      launcher.kill('SIGTERM')
    })
  }
  // ready when the launcher answers on its port: every server answers
  for (;;) {
    const code = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 500))])
    if (code !== null) return stopping ? 0 : code || 1
    const ready = await fetch(`http://127.0.0.1:${launcherPort}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
  }
  console.log(banner(settings))
  const code = await exited
  return stopping ? 0 : code
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
