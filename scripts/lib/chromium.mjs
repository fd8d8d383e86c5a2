// @ts-check
/**
 * Debian's Chromium, the one browser of these machines (`npx playwright install` cannot run here),
 * and the flags every headless run of it takes: the browser tests (playwright.config.ts), the
 * benches that drive it (bench/firstLoadJs.mjs, bench/startupTask.mjs) and Lighthouse's
 * (bench/lighthouse.mjs). No sandbox (root), no GPU, and nothing fetched from the network on its
 * own (updates, sync, QUIC), so a run measures the site and nothing else.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
