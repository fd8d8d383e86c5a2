/**
 * The admin's review views in the real admin, as an admin: the feedback, proposals and ideas views render inside
 * Payload's admin (sidebar with the review links), the feedback list exports a CSV with formula
 * cells neutralised, an approved proposal changes the public glossary page and its revert brings
 * the old text back, a rejection needs a reason, and 'Run processing' says that the AI is not
 * configured here (the e2e app runs without an OpenAI key). Axe finds nothing on the views.
 *
 * The proposals are written by the admin through Payload's REST API (admins may write one by
 * hand; approving checks it like any AI proposal).
 */
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN as ADMIN, ensureE2eAdmin, expectNoAxeViolations } from './helpers'

const stamp = Date.now().toString(36)
const AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ReviewBrowser/${stamp}`
const FORMULA = `=HYPERLINK("http://evil.example","${stamp}")`

let token = ''
let term: { id: number; slug: string; term: string; shortDef: string }

const createProposal = async (request: APIRequestContext, proposedValue: string) => {
  const response = await request.post('/cms-api/proposals', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      contentType: 'glossary',
      contentId: String(term.id),
      fieldName: 'shortDef',
      aiReasoning: `Visitors asked for a plainer definition (${stamp}).`,
      priority: 'high',
      confidenceScore: 85,
      requiresHumanReview: true,
      currentValue: term.shortDef,
      proposedValue,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

const logIn = async (page: Page, { username, password }: { username: string; password: string } = ADMIN) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** Payload's sidebar, with the review links (its collections' own links stay too) */
const expectSidebar = async (page: Page) => {
  const nav = page.locator('nav').filter({ has: page.getByRole('link', { name: 'Glossary terms' }) })
  for (const [name, path] of [['Feedback review', 'feedback'], ['AI proposals', 'proposals'], ['Ideas backlog', 'ideas'], ['Newsletters', 'newsletters']]) {
    await expect(nav.locator(`a[href="/admin/${path}"]`)).toHaveText(name)
  }
}

test.beforeAll(async ({ request }) => {
  await ensureE2eAdmin(request)
  token = (await (await request.post('/cms-api/users/login', { data: ADMIN })).json()).token
  const { terms } = await (await request.get('/api/glossary')).json()
  term = terms.find((each: { shortDef?: string }) => each.shortDef)
})

test('the feedback view lists submissions with the cut user agent, summarises pages and exports a safe CSV', async ({ page, request }) => {
  const sent = await request.post('/api/feedback', {
    data: { rating: 'needs_improvement', feedbackText: FORMULA, category: 'content', severity: 'high', slug: `/glossary/${term.slug}`, url: `http://127.0.0.1/glossary/${term.slug}`, userAgent: AGENT, viewport: '1280x800' },
  })
  expect(sent.status()).toBe(201)
  await logIn(page)
  await page.goto('/admin/feedback')
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback review' })).toBeVisible()
  await expectSidebar(page)
  await expect(page.getByRole('heading', { name: 'Pages that need the most improvement' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: stamp }).first()
  await expect(row).toContainText(FORMULA)
  const agentCell = row.getByTitle(AGENT)
  await expect(agentCell).toHaveText(`${AGENT.slice(0, 60)}…`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  // the filters narrow the list (a plain GET form)
  await page.getByLabel('Page', { exact: true }).selectOption(`/glossary/${term.slug}`)
  await page.getByLabel('Rating', { exact: true }).selectOption('needs_improvement')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/rating=needs_improvement/)
  await expect(page.getByRole('row').filter({ hasText: stamp }).first()).toBeVisible()

  await page.screenshot({ path: 'test-results/admin-feedback.png', fullPage: true })
  await expectNoAxeViolations(page)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^feedback-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.startsWith('Date,Page,Rating,Category,Severity,Feedback,Viewport,User Agent\r\n')).toBe(true)
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""${stamp}"")"`)
  expect(csv).toContain(AGENT)
  await expect(page.getByRole('status').filter({ hasText: /Exported \d+ submission/ })).toBeVisible()
})

test('the ideas view shows Planned and Backlog', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/ideas')
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas backlog' })).toBeVisible()
  await expectSidebar(page)
  await expect(page.getByRole('heading', { name: /^Planned/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Backlog/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^\d+\/10$/ }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/admin-ideas.png', fullPage: true })
  // at 1280 px Payload keeps its sidebar as a drawer (closed unless the admin's preference says open)
  const openMenu = page.getByRole('button', { name: 'Open Menu' })
  if (await openMenu.count()) await openMenu.first().click()
  const link = page.getByRole('link', { name: 'Ideas backlog', exact: true })
  // the review links come after the collections, at the foot of the sidebar
  await link.scrollIntoViewIfNeeded()
  await expect(link).toBeInViewport()
  await expect(link).toHaveAttribute('aria-current', 'page')
  await page.screenshot({ path: 'test-results/admin-ideas-sidebar.png' })
  await expectNoAxeViolations(page)
})

test('approving a proposal changes the public glossary page, and Revert brings the old text back', async ({ page, request }) => {
  const proposed = `A plainer definition, reviewed by a person (${stamp}).`
  await createProposal(request, proposed)
  await logIn(page)
  await page.goto('/admin/proposals')
  await expect(page.getByRole('heading', { level: 1, name: 'AI proposals' })).toBeVisible()
  await expectSidebar(page)
  const card = page.getByRole('listitem').filter({ hasText: proposed })
  await expect(card).toContainText('Glossary')
  await expect(card).toContainText('shortDef')
  await expect(card).toContainText('85%')
  await expect(card.locator('ins')).not.toHaveCount(0)
  await page.screenshot({ path: 'test-results/admin-proposals.png', fullPage: true })
  await expectNoAxeViolations(page)

  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Proposal approved and applied successfully')).toBeVisible()
  const applied = page.getByRole('region', { name: 'Recently applied' })
  await expect(applied.getByRole('listitem').filter({ hasText: proposed })).toBeVisible()

  const publicPage = await page.context().newPage()
  await publicPage.goto(`/glossary/${term.slug}`)
  await expect(publicPage.getByText(proposed)).toBeVisible()

  await applied.getByRole('listitem').filter({ hasText: proposed }).getByRole('button', { name: 'Revert' }).click()
  await expect(page.getByText(/Proposal reverted/)).toBeVisible()
  await publicPage.reload()
  await expect(publicPage.getByText(term.shortDef).first()).toBeVisible()
  await expect(publicPage.getByText(proposed)).toHaveCount(0)
})

test('rejecting needs a reason; Run processing reports that the AI is not configured', async ({ page, request }) => {
  const proposed = `A proposal to turn down (${stamp}).`
  await createProposal(request, proposed)
  await logIn(page)
  await page.goto('/admin/proposals')
  const card = page.getByRole('listitem').filter({ hasText: proposed })
  await card.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject proposal' })
  const confirm = dialog.getByRole('button', { name: 'Confirm rejection' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Reason for rejecting (required)').fill('   ')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Reason for rejecting (required)').fill('Too informal for the glossary.')
  await expect(confirm).toBeEnabled()
  await expectNoAxeViolations(page)
  await confirm.click()
  await expect(page.getByText('Proposal rejected')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: proposed })).toHaveCount(0)

  await page.getByRole('button', { name: 'Run processing' }).click()
  await expect(page.getByText('AI feedback analysis is not configured (no OpenAI key)')).toBeVisible()
})

test('a visitor is sent to the admin login; an editor opens feedback and ideas but not proposals', async ({ page, request }) => {
  await page.goto('/admin/proposals')
  await page.waitForURL(/\/admin\/login/)
  await expect(page.getByText(/AI proposals/)).toHaveCount(0)

  const editor = { username: `ed_${stamp}`.slice(0, 20), password: 'e2e-editor-password' }
  const created = await request.post('/cms-api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...editor, roles: ['editor'] } })
  expect(created.status(), await created.text()).toBe(201)
  await logIn(page, editor)
  await page.goto('/admin/feedback')
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback review' })).toBeVisible()
  const nav = page.locator('nav').filter({ has: page.getByRole('link', { name: 'Ideas backlog', exact: true }) })
  await expect(nav.getByRole('link', { name: 'Feedback review', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'AI proposals', exact: true })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Newsletters', exact: true })).toHaveCount(0)
  await page.goto('/admin/proposals')
  await page.waitForURL(/\/admin\/unauthorized/)
  await expect(page.getByText(/Waiting for review/)).toHaveCount(0)
})
