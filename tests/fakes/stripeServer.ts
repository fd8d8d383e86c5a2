/**
 * The fake Stripe (tests/fakes/stripe.ts) as a process, for the browser tests and for trying
 * payments by hand (`npm run try:write-side`, scripts/tryWriteSide.ts): Playwright
 * starts it next to the app (playwright.config.ts) and the app's SDK talks to it through
 * STRIPE_API_BASE. Confirmations made by the stubbed Stripe.js reach it on /test/confirm, and
 * the events they cause are signed and delivered to the app's webhook like Stripe's.
 *
 *   FAKE_STRIPE_PORT         port on 127.0.0.1 (default 12111)
 *   FAKE_STRIPE_WEBHOOK_URL  where to deliver events, e.g. http://127.0.0.1:3100/api/stripe/webhook
 *   STRIPE_WEBHOOK_SECRET    the signing secret the app checks (default whsec_test)
 */
import { startFakeStripe } from './stripe'

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_test',
})
console.log(`Fake Stripe on ${fake.url}`)
const stop = () => void fake.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
