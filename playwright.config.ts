import path from 'node:path'

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

/**
 * Slots: `E2E_WORKERS` Playwright workers (default 1), each with its own app instance, database,
 * fake Stripe and mail directory, so a spec file is alone on its app as in one worker. The AI
 * instance is one for the run (its project runs in one worker at a time).
 * Slot 0 reads the E2E_* variables below; slot i reads them with a `_i` suffix (scripts/test.ts
 * sets them all). This file is loaded again in every worker process, where TEST_PARALLEL_INDEX
 * (0 … workers - 1, kept when a worker is replaced) names the slot whose URLs the tests use.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 1)
const slotOf = (index: number) => {
  const setting = (name: string, fallback: string) => process.env[index ? `${name}_${index}` : name] || fallback
  const offset = (value: number) => String(value + 10 * index)
  const suffix = index ? `-${index}` : ''
  return {
    port: Number(setting('E2E_PORT', offset(3100))),
    /** The fake Stripe (tests/fakes/stripeServer.ts) the app's SDK talks to in the browser tests. */
    stripePort: Number(setting('E2E_STRIPE_PORT', offset(3199))),
    /**
     * AI generation is tried on a second instance of the app, with its own database and
     * OPENAI/YOUTUBE keys pointing at the fakes (tests/fakes/aiServer.ts): on the first, with no
     * keys, nothing generates, so every other test sees calm, unchanging pages.
     */
    aiPort: Number(setting('E2E_AI_PORT', offset(3102))),
    fakeOpenaiPort: Number(setting('E2E_FAKE_OPENAI_PORT', offset(3197))),
    fakeYoutubePort: Number(setting('E2E_FAKE_YOUTUBE_PORT', offset(3198))),
    postgresDir: setting('E2E_POSTGRES_DIR', `.data/e2e-postgres${suffix}`),
    postgresPort: setting('E2E_POSTGRES_PORT', offset(54339)),
    aiPostgresDir: setting('E2E_AI_POSTGRES_DIR', `.data/e2e-ai-postgres${suffix}`),
    aiPostgresPort: setting('E2E_AI_POSTGRES_PORT', offset(54338)),
    /** Where the app under test captures its mail (no SMTP_URL): tests/e2e/mail.ts reads it. */
    mailDir: setting('E2E_MAIL_DIR', path.resolve(`.data/e2e-mail${suffix}`)),
  }
}
const slots = Array.from({ length: workers }, (_, index) => slotOf(index))
/** This process's slot: the worker's own, or slot 0 in the runner. */
const slot = slots[Math.min(Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0, workers - 1)]!

const { port } = slot
/**
 * One AI instance serves the whole run: its project runs in one worker at a time (`workers: 1`
 * below), so slot 0's AI app and fakes are the only ones started.
 */
const aiPort = slots[0]!.aiPort
/** The port on which tests/support/e2eServers.ts says every server answers. */
const launcherPort = Number(process.env.E2E_LAUNCHER_PORT) || 3090
export const stripePort = slot.stripePort
export const fakeStripeUrl = `http://127.0.0.1:${stripePort}`
export const mailDir = slot.mailDir

/** The built app (`npm start`) on `port` with its own throwaway embedded PostgreSQL. */
const appServer = (appPort: number, name: string, env: Record<string, string>) => ({
  name,
  // --examples: the seeded example events the specs rely on (NODE_ENV=production would leave them out)
  command: 'node --import tsx scripts/run.ts start --examples',
  url: `http://127.0.0.1:${appPort}/api/health`,
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  env: {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    SERVER_URL: `http://127.0.0.1:${appPort}`,
    PAYLOAD_SECRET: 'e2e-test-secret',
    DATABASE_URL: '',
    SMTP_URL: '',
    // The browser tests post the forms many times from one address: lift the limits (the
    // limiter itself is covered by the integration tests).
    RATE_LIMIT_NEWSLETTER: '1000/60',
    RATE_LIMIT_CONTACT: '1000/60',
    RATE_LIMIT_FEEDBACK: '1000/60',
    RATE_LIMIT_DONATION: '1000/60',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_REGISTER: '1000/60',
    // campaigns go out at ten a second instead of one (tests/e2e/newsletterAdmin.spec.ts)
    NEWSLETTER_SEND_RATE_PER_MINUTE: '600',
    // the shipped nginx page cache adds the fixed security headers to what it passes on
    // (tests/e2e/proxyHeaders.spec.ts); every other request gets them from the app
    SECURITY_HEADERS_BY_PROXY: '1',
    ...env,
  },
})

/** One slot's servers: the fake Stripe and the app; slot 0 also starts the AI fakes and the app that uses them. */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number]
const slotServers = (slot: ReturnType<typeof slotOf>, index: number): WebServer[] => {
  const { port, aiPort, stripePort, fakeOpenaiPort, fakeYoutubePort, mailDir } = slot
  const fakeStripeUrl = `http://127.0.0.1:${stripePort}`
  const name = (what: string) => (workers > 1 ? `${what} ${index}` : what)
  const site: WebServer[] = [
    {
      name: name('stripe'),
      command: 'node --import tsx tests/fakes/stripeServer.ts',
      url: `${fakeStripeUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      },
    },
    appServer(port, name('app'), {
      EMBEDDED_POSTGRES_DIR: slot.postgresDir,
      EMBEDDED_POSTGRES_PORT: slot.postgresPort,
      MAIL_CAPTURE_DIR: mailDir,
      // Donations against the fake Stripe; the tests stub the browser's Stripe.js
      // (tests/e2e/stripeStub.ts) because js.stripe.com is out of reach here.
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_BASE: fakeStripeUrl,
      // no AI keys and no offline voice: nothing is generated on this instance
      OPENAI_API_KEY: '',
      YOUTUBE_API_KEY: '',
      OFFLINE_TTS: 'false',
    }),
  ]
  const aiServers: WebServer[] = [
    {
      name: 'ai fakes',
      command: 'node --import tsx tests/fakes/aiServer.ts',
      port: fakeYoutubePort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: { FAKE_OPENAI_PORT: String(fakeOpenaiPort), FAKE_YOUTUBE_PORT: String(fakeYoutubePort), FAKE_OPENAI_DELAY_MS: '800' },
    },
    appServer(aiPort, 'ai app', {
      EMBEDDED_POSTGRES_DIR: slot.aiPostgresDir,
      EMBEDDED_POSTGRES_PORT: slot.aiPostgresPort,
      MAIL_CAPTURE_DIR: `${mailDir}-ai`,
      OPENAI_API_KEY: 'sk-e2e-fake',
      OPENAI_BASE_URL: `http://127.0.0.1:${fakeOpenaiPort}/v1`,
      YOUTUBE_API_KEY: 'yt-e2e-fake',
      YOUTUBE_API_BASE: `http://127.0.0.1:${fakeYoutubePort}/youtube/v3`,
      RATE_LIMIT_GENERATION: '1000/60',
      // no Stripe here: coursesNoStripe.spec.ts, whatever a developer's .env holds
      STRIPE_SECRET_KEY: '',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    }),
  ]
  return index === 0 ? [...site, ...aiServers] : site
}

/**
 * Browser tests against the built app (`npm start` on port 3100 with its own throwaway embedded
 * PostgreSQL in E2E_POSTGRES_DIR, and so on per slot), in Debian's Chromium: `npx playwright
 * install` cannot run here. A spec file runs in one worker, its tests in order.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test (a screencast and DOM snapshots), about a tenth
    // of the run's CPU: `E2E_TRACE=retain-on-failure npm test -- e2e <spec>` keeps one for a
    // failing test. A screenshot of a failure is always kept.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // the AI project first: it runs in one worker at a time, beside the other project's files,
  // rather than alone at the end
  projects: [
    {
      // also the app without Stripe keys: coursesNoStripe.spec.ts
      name: 'ai',
      // one worker at a time on the one AI instance
      workers: 1,
      // examplesAdmin: removing the examples here leaves the first app's events to its specs
      testMatch: /(generation|aiAdmin|examplesAdmin|coursesNoStripe)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${aiPort}` },
    },
    { name: 'desktop', testIgnore: /(generation|aiAdmin|examplesAdmin|coursesNoStripe)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // one entry that starts every slot's servers side by side (tests/support/e2eServers.ts):
  // Playwright would start them one after another
  webServer: {
    name: 'servers',
    command: 'node --import tsx tests/support/e2eServers.ts',
    url: `http://127.0.0.1:${launcherPort}/`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
    env: {
      E2E_LAUNCHER_PORT: String(launcherPort),
      E2E_SERVERS: JSON.stringify(
        slots.flatMap(slotServers).map(({ name, command, url, port, env, timeout }) => ({ name, command, url, port, env, timeout })),
      ),
    },
  },
})
