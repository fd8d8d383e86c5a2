import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
/** The fake Stripe (tests/fakes/stripeServer.ts) the app's SDK talks to in the browser tests. */
export const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3199)
export const fakeStripeUrl = `http://127.0.0.1:${stripePort}`
/** Where the app under test captures its mail (no SMTP_URL): tests/e2e/mail.ts reads it. */
export const mailDir = process.env.E2E_MAIL_DIR ?? path.resolve('.data/e2e-mail')
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
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
    {
      command: 'node --import tsx scripts/run.ts start',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVER_URL: `http://127.0.0.1:${port}`,
        PAYLOAD_SECRET: 'e2e-test-secret',
        EMBEDDED_POSTGRES_DIR: process.env.E2E_POSTGRES_DIR ?? '.data/e2e-postgres',
        EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT ?? '54339',
        DATABASE_URL: '',
        SMTP_URL: '',
        MAIL_CAPTURE_DIR: mailDir,
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
        // Donations against the fake Stripe; the tests stub the browser's Stripe.js
        // (tests/e2e/stripeStub.ts) because js.stripe.com is out of reach here.
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_BASE: fakeStripeUrl,
      },
    },
  ],
})
