import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
/** The fake Stripe (tests/fakes/stripeServer.ts) the app's SDK talks to in the browser tests. */
export const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3199)
export const fakeStripeUrl = `http://127.0.0.1:${stripePort}`
/**
 * AI generation (issue 16) is tried on a second instance of the app, with its own database and
 * OPENAI/YOUTUBE keys pointing at the fakes (tests/fakes/aiServer.ts): on the first, with no
 * keys, nothing generates, so every other test sees calm, unchanging pages.
 */
const aiPort = Number(process.env.E2E_AI_PORT ?? 3102)
const fakeOpenaiPort = Number(process.env.E2E_FAKE_OPENAI_PORT ?? 3197)
const fakeYoutubePort = Number(process.env.E2E_FAKE_YOUTUBE_PORT ?? 3198)
/** Where the app under test captures its mail (no SMTP_URL): tests/e2e/mail.ts reads it. */
export const mailDir = process.env.E2E_MAIL_DIR ?? path.resolve('.data/e2e-mail')

/** The built app (`npm start`) on `port` with its own throwaway embedded PostgreSQL. */
const appServer = (appPort: number, env: Record<string, string>) => ({
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

/**
 * Browser tests against the built app (`npm start` on port 3100 with its own throwaway embedded
 * PostgreSQL in E2E_POSTGRES_DIR), in Debian's Chromium: `npx playwright install` cannot run here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /(generation|aiAdmin|examplesAdmin|coursesNoStripe)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // also the app without Stripe keys: coursesNoStripe.spec.ts (issue 30)
      name: 'ai',
      // examplesAdmin: removing the examples here leaves the first app's events to its specs
      testMatch: /(generation|aiAdmin|examplesAdmin|coursesNoStripe)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${aiPort}` },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/fakes/stripeServer.ts',
      url: `${fakeStripeUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      },
    },
    appServer(port, {
      EMBEDDED_POSTGRES_DIR: process.env.E2E_POSTGRES_DIR ?? '.data/e2e-postgres',
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT ?? '54339',
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
    {
      command: 'node --import tsx tests/fakes/aiServer.ts',
      port: fakeYoutubePort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { FAKE_OPENAI_PORT: String(fakeOpenaiPort), FAKE_YOUTUBE_PORT: String(fakeYoutubePort), FAKE_OPENAI_DELAY_MS: '800' },
    },
    appServer(aiPort, {
      EMBEDDED_POSTGRES_DIR: process.env.E2E_AI_POSTGRES_DIR ?? '.data/e2e-ai-postgres',
      EMBEDDED_POSTGRES_PORT: process.env.E2E_AI_POSTGRES_PORT ?? '54338',
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
  ],
})
