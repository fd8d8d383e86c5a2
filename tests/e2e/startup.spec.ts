/**
 * Total Blocking Time: every script a public page loads first reaches the browser with
 * V8's compile hint on its first line (server/compileHints.mjs, applied after the build), in
 * each encoding, and the pages still start; the admin's scripts are left as Next built them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { hydrated } from './helpers'

const HINT = '//# allFunctionsCalledOnLoad\n'

/** the scripts a page's HTML loads (not the polyfills, which only old browsers take) */
const scriptsOf = async (request: APIRequestContext, pathname: string) => {
  const response = await request.get(pathname)
  expect(response.status(), pathname).toBe(200)
  const html = await response.text()
  const scripts = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter(([, , rest]) => !rest.includes('noModule')).map(([, src]) => src)
  expect(scripts.length, pathname).toBeGreaterThan(3)
  return scripts
}

test('the scripts public pages load first carry the compile hint, in Brotli, gzip and plain', async ({ request }) => {
  const scripts = new Set<string>()
  for (const pathname of ['/', '/glossary', '/poses', '/donate', '/search?q=breath']) for (const src of await scriptsOf(request, pathname)) scripts.add(src)
  for (const src of scripts) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await request.get(src, { headers: { 'Accept-Encoding': encoding } })
      expect(response.status(), src).toBe(200)
      // Playwright decodes the body; what the browser reads first is the hint
      expect((await response.text()).slice(0, HINT.length), `${src} (${encoding})`).toBe(HINT)
    }
  }
})

test("the admin's scripts are left as built", async ({ request }) => {
  const scripts = await scriptsOf(request, '/admin/login')
  const own = []
  for (const src of scripts) if (!(await (await request.get(src)).text()).startsWith(HINT)) own.push(src)
  expect(own.length).toBeGreaterThan(0)
})

test('pages with hinted scripts start and respond', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/glossary')
  await hydrated(page)
  // the letter filter works only once React runs
  await page.getByRole('group', { name: 'Filter by first letter' }).getByRole('button', { name: 'P', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'P', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'A', exact: true })).toHaveCount(0)
  expect(errors).toEqual([])
})
