/**
 * Newsletter campaigns through the real route handlers: who may call
 * /api/admin/newsletters*, drafts, sanitised HTML, sending through the send log with mail
 * delivered over real SMTP to a local capture (counted per address), interruptions, a double
 * click, the stats, and the nightly retention.
 */
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as sendTestRoute } from '@/app/(frontend)/api/admin/newsletters/[id]/test/route'
import { POST as sendRoute } from '@/app/(frontend)/api/admin/newsletters/[id]/send/route'
import { GET as listRoute, POST as createRoute } from '@/app/(frontend)/api/admin/newsletters/route'
import { GET as statsRoute } from '@/app/(frontend)/api/admin/newsletters/stats/route'
import { POST as unsubscribeRoute } from '@/app/(frontend)/api/newsletter/unsubscribe/route'
import { runQueue } from '@/jobs/runner'
import { NEWSLETTER_QUEUE } from '@/jobs/queues'
import { resumeSending, type CampaignItem, type CampaignStats } from '@/services/community/campaigns'
import { pruneIfDue, pruneOldRows } from '@/services/platform/retention'
import { poolOf } from '@/services/platform/shared'
import { cms } from '@tests/support/cms'
import { uniqueEmail } from '@tests/support/forms'
import { useSmtpCapture } from '@tests/support/mail'
import { testPayload } from '@tests/support/payload'
import { asBrowser } from '@tests/support/session'
import { call } from '@tests/support/routes'

let payload: Payload
const mail = useSmtpCapture()
const cookies: Record<'admin' | 'editor' | 'member' | 'plainAdmin', string> = {} as never
const ADMIN_EMAIL = `campaign-admin-${process.pid}@example.org`

const ENV = { NEWSLETTER_SEND_RATE_PER_MINUTE: '60000', NEWSLETTER_BATCH_SIZE: '2' }

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(process.env, ENV)
  const password = 'correct-horse-battery'
  const accounts = [
    ['admin', ['admin'], ADMIN_EMAIL],
    ['plainAdmin', ['admin'], undefined],
    ['editor', ['editor'], undefined],
    ['member', ['member'], undefined],
  ] as const
  for (const [key, roles, email] of accounts) {
    const username = `campaign_${key.toLowerCase()}`
    await payload.create({ collection: 'users', data: { username, password, roles: [...roles], email } })
    const { token } = await payload.login({ collection: 'users', data: { username, password } })
    cookies[key] = `payload-token=${token}`
  }
})

afterAll(() => {
  for (const key of Object.keys(ENV)) delete process.env[key]
})

// ---------------------------------------------------------------------------------------------
// helpers

const api = {
  list: (cookie?: string) => asBrowser(listRoute, '/api/admin/newsletters', { cookie }),
  stats: (cookie?: string) => asBrowser(statsRoute, '/api/admin/newsletters/stats', { cookie }),
  create: (cookie: string | undefined, body: unknown) => asBrowser(createRoute, '/api/admin/newsletters', { cookie, method: 'POST', body }),
  send: (cookie: string | undefined, id: number | string) =>
    asBrowser(sendRoute, `/api/admin/newsletters/${id}/send`, { cookie, method: 'POST', params: { id: String(id) } }),
  test: (cookie: string | undefined, id: number | string) =>
    asBrowser(sendTestRoute, `/api/admin/newsletters/${id}/test`, { cookie, method: 'POST', params: { id: String(id) } }),
}

let campaigns = 0
const draft = async (content = '<p>Breathe in, breathe out.</p>'): Promise<CampaignItem> => {
  const subject = `Campaign ${process.pid}-${Date.now()}-${++campaigns}`
  const response = await api.create(cookies.admin, { subject, content, status: 'draft' })
  expect(response.status).toBe(201)
  return response.body.campaign
}

const addSubscriber = async (status: 'active' | 'pending' | 'unsubscribed', name = 'reader') =>
  payload.create({ collection: 'newsletter-subscribers', data: { email: uniqueEmail(name).toLowerCase(), name: 'Reader', status }, depth: 0 })

const activeEmails = async (): Promise<string[]> =>
  (await poolOf(payload).query<{ email: string }>(`SELECT email FROM newsletter_subscribers WHERE status = 'active'`)).rows.map((row) => row.email)

const received = (address: string, subject: string): ParsedMail[] => mail.to(address).filter((message) => message.subject === subject)

/** Runs the newsletter queue as the app's runner does, until nothing is due. */
const runNewsletter = () => runQueue(payload, NEWSLETTER_QUEUE)

/** Runs one job (one batch) of the newsletter queue, then stops. */
const runOneBatch = () => payload.jobs.run({ queue: NEWSLETTER_QUEUE, limit: 1, silent: true })

const campaignFromList = async (id: number): Promise<CampaignItem> =>
  ((await api.list(cookies.admin)).body.campaigns as CampaignItem[]).find((campaign) => campaign.id === id)!

/** Jobs of the campaign still waiting in the newsletter queue. */
const pendingJobs = async (id: number) =>
  Number(
    (
      await poolOf(payload).query<{ n: string }>(
        `SELECT count(*) AS n FROM payload_jobs WHERE queue = $1 AND completed_at IS NULL AND NOT coalesce(has_error, false) AND (input ->> 'campaignId')::int = $2`,
        [NEWSLETTER_QUEUE, id],
      )
    ).rows[0]!.n,
  )

// ---------------------------------------------------------------------------------------------

describe('who may call /api/admin/newsletters*', () => {
  it.each([
    ['GET /api/admin/newsletters', (cookie?: string) => api.list(cookie)],
    ['GET /api/admin/newsletters/stats', (cookie?: string) => api.stats(cookie)],
    ['POST /api/admin/newsletters', (cookie?: string) => api.create(cookie, { subject: 'Not yours', content: '<p>No</p>', status: 'draft' })],
  ])('%s: 401 for a visitor, 403 for a member and an editor, answered for an admin', async (_name, request) => {
    const visitor = await request()
    expect(visitor.status).toBe(401)
    expect(visitor.body).toEqual({ error: 'Please log in to continue.' })
    for (const role of ['member', 'editor'] as const) {
      const refused = await request(cookies[role])
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ error: 'You do not have permission to do this.' })
    }
    const answered = await request(cookies.admin)
    expect([200, 201]).toContain(answered.status)
    expect(answered.headers.get('cache-control')).toBe('private, no-store')
  })

  it('nobody but an admin creates, sends or test-sends a campaign', async () => {
    await addSubscriber('active')
    const campaign = await draft()
    const before = (await payload.count({ collection: 'newsletter-campaigns' })).totalDocs
    for (const [cookie, status] of [
      [undefined, 401],
      [cookies.member, 403],
      [cookies.editor, 403],
    ] as const) {
      expect((await api.create(cookie, { subject: 'Sneaky', content: '<p>x</p>', status: 'draft' })).status).toBe(status)
      expect((await api.send(cookie, campaign.id)).status).toBe(status)
      expect((await api.test(cookie, campaign.id)).status).toBe(status)
    }
    expect((await payload.count({ collection: 'newsletter-campaigns' })).totalDocs).toBe(before)
    expect((await campaignFromList(campaign.id)).status).toBe('draft')
    await mail.deliver(payload)
    expect(mail.smtp.messages.filter((message) => message.subject?.includes(campaign.subject))).toHaveLength(0)

    expect((await api.test(cookies.admin, campaign.id)).status).toBe(202)
    const sent = await api.send(cookies.admin, campaign.id)
    expect(sent.status).toBe(202)
    expect(sent.body.message).toMatch(/is on its way to \d+ subscribers?\.$/)
  })

  it('refuses a request from another site', async () => {
    const response = await call(createRoute, '/api/admin/newsletters', {}, {
      method: 'POST',
      headers: { cookie: cookies.admin, 'content-type': 'application/json', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ subject: 'x', content: 'y', status: 'draft' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('creating a campaign', () => {
  it.each([
    [{ subject: '', content: '<p>Hello</p>', status: 'draft' }],
    [{ subject: 'Hello', content: '   ', status: 'draft' }],
    [{ subject: '  ', content: '', status: 'draft' }],
    [{ content: '<p>Hello</p>', status: 'draft' }],
    [{ subject: 'Hello', status: 'draft' }],
  ])('refuses %j with "Subject and content are required" and stores nothing', async (body) => {
    const before = (await payload.count({ collection: 'newsletter-campaigns' })).totalDocs
    const response = await api.create(cookies.admin, body)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Subject and content are required')
    expect((await payload.count({ collection: 'newsletter-campaigns' })).totalDocs).toBe(before)
  })

  it('saves a draft that the list shows first, with its preview and no progress', async () => {
    const campaign = await draft('<h2>Morning practice</h2><p>Five quiet minutes of <em>pranayama</em>.</p>')
    expect(campaign).toMatchObject({ status: 'draft', sentAt: null, progress: null })
    const list = (await api.list(cookies.admin)).body.campaigns as CampaignItem[]
    expect(list[0]).toMatchObject({
      id: campaign.id,
      subject: campaign.subject,
      status: 'draft',
      preview: 'Morning practice Five quiet minutes of pranayama.',
      content: '<h2>Morning practice</h2><p>Five quiet minutes of <em>pranayama</em>.</p>',
      progress: null,
    })
    expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('limits the preview to 500 characters', async () => {
    const campaign = await draft(`<p>${'Stretch gently. '.repeat(60)}</p>`)
    const shown = await campaignFromList(campaign.id)
    expect(shown.preview.length).toBe(500)
    expect(shown.preview.endsWith('…')).toBe(true)
    expect(shown.preview.startsWith('Stretch gently. Stretch gently.')).toBe(true)
  })
})

describe('sanitised HTML', () => {
  it('removes scripts and event handlers from the preview, the content and every mail', async () => {
    const reader = await addSubscriber('active', 'sanitised')
    const dirty =
      '<p onclick="steal()">Sun salutation<script>alert("preview")</script></p><img src="https://example.org/pose.png" alt="Pose" onerror="alert(1)"><a href="javascript:alert(2)">tap</a><iframe src="https://evil.example"></iframe>'
    const campaign = await draft(dirty)
    const shown = await campaignFromList(campaign.id)
    expect(shown.preview).toBe('Sun salutation tap')
    expect(shown.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i)
    expect(shown.content).toContain('<img src="https://example.org/pose.png" alt="Pose" />')

    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    await runNewsletter()
    const [message] = received(reader.email, campaign.subject)
    expect(message).toBeDefined()
    expect(message!.html).toContain('Sun salutation')
    expect(message!.html).toContain('src="https://example.org/pose.png"')
    expect(message!.html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    expect(message!.text).toContain('Sun salutation')
    expect(message!.text).not.toContain('alert')
  })

  it("the plain-text part keeps each link's address after its words", async () => {
    const reader = await addSubscriber('active', 'plaintext')
    const campaign = await draft('<p>Read the <a href="https://yoga.example/poses/mountain-pose">Mountain Pose guide</a> before class.</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    await runNewsletter()
    const [message] = received(reader.email, campaign.subject)
    expect(message!.text).toContain('Read the Mountain Pose guide (https://yoga.example/poses/mountain-pose) before class.')
    expect(message!.html).toContain('<a href="https://yoga.example/poses/mountain-pose">Mountain Pose guide</a>')
  })
})

describe('sending', () => {
  it('sends to each active subscriber exactly once, through an interrupted run, a failing mail server and a dead worker', async () => {
    await runNewsletter() // nothing of earlier tests left waiting
    const active = await Promise.all([1, 2, 3, 4, 5].map(() => addSubscriber('active', 'halfway')))
    const pending = await addSubscriber('pending', 'halfway-pending')
    const gone = await addSubscriber('unsubscribed', 'halfway-gone')
    const audience = await activeEmails()
    const campaign = await draft('<p>Half a sun salutation, then the rest.</p>')

    const started = await api.send(cookies.admin, campaign.id)
    expect(started.status).toBe(202)
    expect(started.body.message).toBe(`"${campaign.subject}" is on its way to ${audience.length} subscribers.`)
    // Nothing goes out inside the request.
    expect(mail.smtp.messages.filter((message) => message.subject === campaign.subject)).toHaveLength(0)

    // The first batch (2 mails), then the run stops.
    await runOneBatch()
    const sending = await campaignFromList(campaign.id)
    expect(sending.status).toBe('sending')
    expect(sending.progress).toMatchObject({ sent: 2, total: audience.length })
    expect(mail.smtp.messages.filter((message) => message.subject === campaign.subject)).toHaveLength(2)

    // The mail server refuses: the job fails and will retry; nobody is marked sent.
    mail.smtp.down()
    await runOneBatch()
    mail.smtp.up()
    expect((await campaignFromList(campaign.id)).progress).toMatchObject({ sent: 2, unconfirmed: 0 })
    expect(mail.smtp.messages.filter((message) => message.subject === campaign.subject)).toHaveLength(2)

    // The retry is picked up by a worker that dies (processing, never finished); the runner's
    // lease sweep releases it and the rest goes out.
    await poolOf(payload).query(
      `UPDATE payload_jobs SET processing = true, wait_until = NULL, updated_at = now() - interval '1 hour'
        WHERE queue = $1 AND completed_at IS NULL AND (input ->> 'campaignId')::int = $2`,
      [NEWSLETTER_QUEUE, campaign.id],
    )
    const run = await runNewsletter()
    expect(run.released.length).toBeGreaterThan(0)

    for (const address of audience) expect(received(address, campaign.subject)).toHaveLength(1)
    for (const subscriber of active) expect(received(subscriber.email, campaign.subject)).toHaveLength(1)
    expect(received(pending.email, campaign.subject)).toHaveLength(0)
    expect(received(gone.email, campaign.subject)).toHaveLength(0)
    expect(mail.smtp.messages.filter((message) => message.subject === campaign.subject)).toHaveLength(audience.length)

    const sent = await campaignFromList(campaign.id)
    expect(sent).toMatchObject({ status: 'sent', recipientCount: audience.length, progress: { sent: audience.length, total: audience.length } })
    expect(new Date(sent.sentAt!).getTime()).toBeGreaterThan(Date.now() - 120_000)

    // Running again sends nothing more.
    await runNewsletter()
    expect(mail.smtp.messages.filter((message) => message.subject === campaign.subject)).toHaveLength(audience.length)
  })

  it('every mail carries its own signed unsubscribe link and one-click headers that work', async () => {
    const reader = await addSubscriber('active', 'headers')
    const campaign = await draft('<p>Listen to your body.</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    await runNewsletter()
    const [message] = received(reader.email, campaign.subject)
    const header = (name: string) => message!.headerLines.find((line) => line.key === name)?.line ?? ''
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const oneClick = new URL(/<(https?:[^>]+)>/.exec(header('list-unsubscribe'))![1]!)
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe')
    expect(oneClick.searchParams.get('token')).toMatch(new RegExp(`^${reader.id}\\.`))
    const page = (message!.text ?? '').match(/https?:\/\/\S+/g)!.map((url) => new URL(url)).find((url) => url.pathname === '/newsletter/unsubscribe')!
    expect(page.searchParams.get('token')).toBe(oneClick.searchParams.get('token'))

    const response = await call(unsubscribeRoute, `${oneClick.pathname}${oneClick.search}`, {}, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'newsletter-subscribers', id: reader.id })).status).toBe('unsubscribed')
  })

  it('skips a subscriber who unsubscribes while the campaign is being sent', async () => {
    const leaving = await addSubscriber('active', 'leaving')
    const staying = await addSubscriber('active', 'staying')
    const campaign = await draft('<p>Namaste.</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    await payload.update({ collection: 'newsletter-subscribers', id: leaving.id, data: { status: 'unsubscribed' } })
    await runNewsletter()
    expect(received(leaving.email, campaign.subject)).toHaveLength(0)
    expect(received(staying.email, campaign.subject)).toHaveLength(1)
    const sent = await campaignFromList(campaign.id)
    expect(sent.progress!.skipped).toBe(1)
    expect(sent.recipientCount).toBe(sent.progress!.total - 1)
  })

  it('an address the mail server refuses for good is marked failed and the campaign goes on', async () => {
    const refused = await addSubscriber('active', 'nomailbox')
    const after = await addSubscriber('active', 'afterrefused')
    mail.smtp.refused.add(refused.email)
    try {
      const campaign = await draft('<p>Onwards.</p>')
      expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
      const audience = await activeEmails()
      await runNewsletter()
      expect(received(refused.email, campaign.subject)).toHaveLength(0)
      expect(received(after.email, campaign.subject)).toHaveLength(1)
      const sent = await campaignFromList(campaign.id)
      expect(sent).toMatchObject({ status: 'sent', recipientCount: audience.length - 1, progress: { failed: 1, sent: audience.length - 1, unconfirmed: 0 } })
      const { rows } = await poolOf(payload).query<{ error: string }>('SELECT error FROM newsletter_sends WHERE campaign_id = $1 AND subscriber_id = $2', [
        campaign.id,
        refused.id,
      ])
      expect(rows[0]!.error).toMatch(/550|Mailbox unavailable|rejected/i)
    } finally {
      mail.smtp.refused.delete(refused.email)
      await payload.update({ collection: 'newsletter-subscribers', id: refused.id, data: { status: 'unsubscribed' } })
    }
  })

  it('five refusals in a row look like the server refusing everyone: the job stops and retries', async () => {
    const refused = await Promise.all([1, 2, 3, 4, 5].map(() => addSubscriber('active', 'relaydenied')))
    for (const subscriber of refused) mail.smtp.refused.add(subscriber.email)
    const campaign = await draft('<p>Relaying denied.</p>')
    process.env.NEWSLETTER_BATCH_SIZE = '50' // counted within one batch
    try {
      expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
      await runNewsletter()
      const stopped = await campaignFromList(campaign.id)
      expect(stopped.status).toBe('sending')
      expect(stopped.progress).toMatchObject({ failed: 4, unconfirmed: 0 })
      expect(stopped.progress!.sent).toBe(stopped.progress!.total - 5)
    } finally {
      process.env.NEWSLETTER_BATCH_SIZE = ENV.NEWSLETTER_BATCH_SIZE
      for (const subscriber of refused) mail.smtp.refused.delete(subscriber.email)
    }
    // The server takes mail again: the retry sends the fifth.
    await poolOf(payload).query(`UPDATE payload_jobs SET wait_until = NULL WHERE queue = $1 AND (input ->> 'campaignId')::int = $2`, [NEWSLETTER_QUEUE, campaign.id])
    await runNewsletter()
    const sent = await campaignFromList(campaign.id)
    expect(sent).toMatchObject({ status: 'sent', progress: { failed: 4 } })
    // claimed in subscriber order: the fifth was released, not marked, and goes out now
    const inOrder = [...refused].sort((a, b) => a.id - b.id)
    expect(inOrder.map((subscriber) => received(subscriber.email, campaign.subject).length)).toEqual([0, 0, 0, 0, 1])
    for (const subscriber of refused) await payload.update({ collection: 'newsletter-subscribers', id: subscriber.id, data: { status: 'unsubscribed' } })
  })

  it('a double click sends once: one 202, then 409, one job, one mail per subscriber', async () => {
    const reader = await addSubscriber('active', 'double')
    const campaign = await draft('<p>Once is enough.</p>')
    const answers = await Promise.all([api.send(cookies.admin, campaign.id), api.send(cookies.admin, campaign.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409])
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('This campaign is already being sent.')
    expect(await pendingJobs(campaign.id)).toBe(1)
    await runNewsletter()
    expect(received(reader.email, campaign.subject)).toHaveLength(1)
    const again = await api.send(cookies.admin, campaign.id)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This campaign has already been sent.')
    await runNewsletter()
    expect(received(reader.email, campaign.subject)).toHaveLength(1)
  })

  it('a mail claimed by a worker that died before marking it is not sent again (at most once); the rest is', async () => {
    const first = await addSubscriber('active', 'claimed')
    const campaign = await draft('<p>At most once.</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    // A worker claimed this row and died before it could mark it.
    await poolOf(payload).query('UPDATE newsletter_sends SET claimed_at = now() WHERE campaign_id = $1 AND subscriber_id = $2', [campaign.id, first.id])
    const audience = await activeEmails()
    await runNewsletter()
    expect(received(first.email, campaign.subject)).toHaveLength(0)
    for (const address of audience.filter((address) => address !== first.email)) expect(received(address, campaign.subject)).toHaveLength(1)
    const sent = await campaignFromList(campaign.id)
    expect(sent).toMatchObject({ status: 'sent', recipientCount: audience.length - 1, progress: { unconfirmed: 1, sent: audience.length - 1 } })
  })

  it('answers 404 for an unknown campaign and leaves a campaign a draft when nobody is subscribed', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const response = await api.send(cookies.admin, id)
      expect(response.status).toBe(404)
      expect(response.body.error).toBe('Campaign not found')
    }
    const campaign = await draft()
    const { rows } = await poolOf(payload).query<{ id: number }>(`UPDATE newsletter_subscribers SET status = 'pending' WHERE status = 'active' RETURNING id`)
    try {
      expect((await api.stats(cookies.admin)).body.stats.activeSubscribers).toBe(0)
      const response = await api.send(cookies.admin, campaign.id)
      expect(response.status).toBe(409)
      expect(response.body.error).toBe('There are no active subscribers to send this campaign to.')
      expect((await campaignFromList(campaign.id)).status).toBe('draft')
      expect(await pendingJobs(campaign.id)).toBe(0)
    } finally {
      await poolOf(payload).query(`UPDATE newsletter_subscribers SET status = 'active' WHERE id = ANY($1::int[])`, [rows.map((row) => row.id)])
    }
  })
})

describe('a campaign left behind', () => {
  it('left sending without a job (lost), it gets one from the queue sweep, once, and is finished', async () => {
    const reader = await addSubscriber('active', 'resumed')
    const campaign = await draft('<p>Picked up again.</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    const dropJobs = () =>
      poolOf(payload).query(`DELETE FROM payload_jobs WHERE queue = $1 AND (input ->> 'campaignId')::int = $2`, [NEWSLETTER_QUEUE, campaign.id])
    await dropJobs()
    expect(await pendingJobs(campaign.id)).toBe(0)
    // Two processes sweep at the same moment: one job.
    const [first, second] = await Promise.all([resumeSending(payload), resumeSending(payload)])
    expect([...first, ...second].filter((id) => id === campaign.id)).toHaveLength(1)
    expect(await pendingJobs(campaign.id)).toBe(1)
    expect(await resumeSending(payload)).not.toContain(campaign.id)
    await runNewsletter()
    expect(received(reader.email, campaign.subject)).toHaveLength(1)
    expect((await campaignFromList(campaign.id)).status).toBe('sent')
    expect(await resumeSending(payload)).not.toContain(campaign.id)
  })

  it('a sent campaign keeps the subject and content it was sent with; a draft can be edited', async () => {
    const token = cookies.admin.slice('payload-token='.length)
    await addSubscriber('active', 'kept')
    const campaign = await draft('<p>Original</p>')
    const edited = await cms('PATCH', `newsletter-campaigns/${campaign.id}`, { token, body: { content: '<p>Edited draft</p>' } })
    expect(edited.status).toBe(200)
    expect((await payload.findByID({ collection: 'newsletter-campaigns', id: campaign.id })).content).toBe('<p>Edited draft</p>')
    expect((await api.send(cookies.admin, campaign.id)).status).toBe(202)
    await runNewsletter()
    const rewrite = await cms('PATCH', `newsletter-campaigns/${campaign.id}`, { token, body: { subject: 'Rewritten', content: '<p>Rewritten</p>', status: 'draft' } })
    // Payload leaves out the fields the admin may not change, and saves the rest
    expect(rewrite.status).toBe(200)
    const stored = await payload.findByID({ collection: 'newsletter-campaigns', id: campaign.id })
    expect(stored).toMatchObject({ subject: campaign.subject, content: '<p>Edited draft</p>', status: 'sent' })
  })
})

describe('a test to me', () => {
  it('mails the campaign to the signed-in admin only, and it is not a send', async () => {
    const reader = await addSubscriber('active', 'not-tested')
    const campaign = await draft('<p>Just for me<script>alert(1)</script>.</p>')
    const response = await api.test(cookies.admin, campaign.id)
    expect(response.status).toBe(202)
    expect(response.body.message).toBe(`A test of "${campaign.subject}" is on its way to ${ADMIN_EMAIL}.`)
    await mail.deliver(payload)
    const [test] = received(ADMIN_EMAIL, `[Test] ${campaign.subject}`)
    expect(test!.html).toContain('Just for me')
    expect(test!.html).not.toContain('<script')
    expect(received(reader.email, `[Test] ${campaign.subject}`)).toHaveLength(0)
    expect(mail.smtp.messages.filter((message) => message.subject?.includes(campaign.subject))).toHaveLength(1)
    const after = await campaignFromList(campaign.id)
    expect(after).toMatchObject({ status: 'draft', progress: null })
  })

  it('tells an admin without an e-mail address to add one', async () => {
    const campaign = await draft()
    const response = await api.test(cookies.plainAdmin, campaign.id)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Your account has no e-mail address. Add one to your account to receive a test.')
  })
})

describe('GET /api/admin/newsletters/stats', () => {
  it('counts subscribers by status and campaigns by state', async () => {
    const before = (await api.stats(cookies.admin)).body.stats as CampaignStats
    await addSubscriber('active', 'stats')
    await addSubscriber('active', 'stats')
    await addSubscriber('pending', 'stats')
    await addSubscriber('unsubscribed', 'stats')
    await draft()
    const sent = await draft()
    expect((await api.send(cookies.admin, sent.id)).status).toBe(202)
    await runNewsletter()
    const after = (await api.stats(cookies.admin)).body.stats as CampaignStats
    expect({
      totalSubscribers: after.totalSubscribers - before.totalSubscribers,
      activeSubscribers: after.activeSubscribers - before.activeSubscribers,
      pendingSubscribers: after.pendingSubscribers - before.pendingSubscribers,
      totalCampaigns: after.totalCampaigns - before.totalCampaigns,
      sentCampaigns: after.sentCampaigns - before.sentCampaigns,
      draftCampaigns: after.draftCampaigns - before.draftCampaigns,
    }).toEqual({ totalSubscribers: 4, activeSubscribers: 2, pendingSubscribers: 1, totalCampaigns: 2, sentCampaigns: 1, draftCampaigns: 1 })
    const { rows } = await poolOf(payload).query<{ n: string }>(`SELECT count(*) AS n FROM newsletter_subscribers WHERE status = 'active'`)
    expect(after.activeSubscribers).toBe(Number(rows[0]!.n))
  })
})

describe('nightly retention', () => {
  const exists = async (query: string, values: unknown[]) => Boolean((await poolOf(payload).query(query, values)).rowCount)

  it('prunes old rate-limit rows, mail deliveries and finished jobs, and keeps recent ones', async () => {
    const pool = poolOf(payload)
    const tag = `retention-${process.pid}-${Date.now()}`
    await pool.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, now() - interval '3 days', 1), ($2, date_trunc('minute', now()), 1)`,
      [`${tag}-old`, `${tag}-new`],
    )
    await pool.query(
      `INSERT INTO mail_deliveries (key, recipient, subject, claimed_at, sent_at) VALUES
        ($1, 'a@example.org', 'old', now() - interval '40 days', now() - interval '40 days'),
        ($2, 'a@example.org', 'old claim', now() - interval '40 days', NULL),
        ($3, 'a@example.org', 'new', now() - interval '2 days', now() - interval '2 days')`,
      [`${tag}-old`, `${tag}-claim`, `${tag}-new`],
    )
    const job = async (input: string, completedDaysAgo: number | null, failedDaysAgo: number | null) =>
      (
        await pool.query<{ id: number }>(
          `INSERT INTO payload_jobs (input, task_slug, queue, completed_at, has_error, processing, updated_at, created_at)
           VALUES ($1::jsonb, 'sendEmail', 'retention-test',
                   CASE WHEN $2::int IS NULL THEN NULL ELSE now() - make_interval(days => $2::int) END,
                   $3::int IS NOT NULL, false,
                   now() - make_interval(days => coalesce($2::int, $3::int, 0)), now() - interval '60 days')
           RETURNING id`,
          [JSON.stringify({ tag: input }), completedDaysAgo, failedDaysAgo],
        )
      ).rows[0]!.id
    const oldDone = await job('old-done', 40, null)
    const newDone = await job('new-done', 1, null)
    const oldFailed = await job('old-failed', null, 40)
    const waiting = await job('waiting', null, null)

    const result = await pruneOldRows(payload)
    expect(result.rateLimitHits).toBeGreaterThanOrEqual(1)
    expect(result.mailDeliveries).toBeGreaterThanOrEqual(2)
    expect(result.jobs).toBeGreaterThanOrEqual(2)

    expect(await exists('SELECT 1 FROM rate_limit_hits WHERE bucket = $1', [`${tag}-old`])).toBe(false)
    expect(await exists('SELECT 1 FROM rate_limit_hits WHERE bucket = $1', [`${tag}-new`])).toBe(true)
    expect(await exists('SELECT 1 FROM mail_deliveries WHERE key = $1', [`${tag}-old`])).toBe(false)
    expect(await exists('SELECT 1 FROM mail_deliveries WHERE key = $1', [`${tag}-claim`])).toBe(false)
    expect(await exists('SELECT 1 FROM mail_deliveries WHERE key = $1', [`${tag}-new`])).toBe(true)
    const jobsLeft = (await pool.query<{ id: number }>('SELECT id FROM payload_jobs WHERE id = ANY($1::int[])', [[oldDone, newDone, oldFailed, waiting]])).rows.map(
      (row) => row.id,
    )
    expect(jobsLeft.sort()).toEqual([newDone, waiting].sort())
    await pool.query('DELETE FROM payload_jobs WHERE id = ANY($1::int[])', [jobsLeft])
  })

  it('runs once a night at RETENTION_CRON, once across processes', async () => {
    const pool = poolOf(payload)
    const bucket = `retention-cron-${process.pid}-${Date.now()}`
    await pool.query(`INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, now() - interval '3 days', 1)`, [bucket])
    const settings = { cron: '30 3 * * *', rateLimitHours: 48, mailDays: 30, jobDays: 30 }
    await pool.query(`DELETE FROM maintenance_runs WHERE name = 'retention'`)
    // The first look only schedules the next night.
    expect(await pruneIfDue(payload, new Date(), settings)).toBeNull()
    expect(await exists('SELECT 1 FROM rate_limit_hits WHERE bucket = $1', [bucket])).toBe(true)
    // Two days later the night has come: two processes look at once, one of them prunes.
    const later = new Date(Date.now() + 2 * 86_400_000)
    const results = await Promise.all([pruneIfDue(payload, later, settings), pruneIfDue(payload, later, settings)])
    expect(results.filter((result) => result !== null)).toHaveLength(1)
    expect(await exists('SELECT 1 FROM rate_limit_hits WHERE bucket = $1', [bucket])).toBe(false)
    expect(await pruneIfDue(payload, later, settings)).toBeNull()
    await pool.query(`DELETE FROM maintenance_runs WHERE name = 'retention'`)
  })
})
