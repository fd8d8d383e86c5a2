/**
 * Newsletter campaigns (/admin/newsletters): drafts written by an
 * admin, sent to every active subscriber by the `sendCampaign` job.
 *
 * Sending goes through a send log, `newsletter_sends`, with one row per (campaign, subscriber)
 * (its primary key):
 *  1. 'Send Now' (`startSending`), in one transaction: moves the campaign from draft to sending
 *     with a conditional UPDATE (a second click or a concurrent request finds it no longer a
 *     draft: 409), writes one row per active subscriber (the audience is fixed at that moment)
 *     and queues the job.
 *  2. The job (`sendCampaignBatch`) claims one row at a time with a single UPDATE (claimed_at),
 *     sends with no connection or transaction held, then marks it (sent_at). It sends at most
 *     NEWSLETTER_SEND_RATE_PER_MINUTE mails a minute, in batches of a minute's worth; a batch that
 *     leaves rows queues the next job. A subscriber who unsubscribed in the meantime is skipped.
 *  3. When no row is left to claim, the campaign becomes `sent` with `sentAt` and the number of
 *     mails that went out.
 *
 * A failed send (mail server down) releases its claim and fails the job, which Payload retries
 * with backoff: nobody is skipped. An address the server refuses for good (550 no such mailbox)
 * is marked failed and the campaign goes on. A worker that dies between claim and mark leaves a row
 * claimed but not marked: the mail may or may not have gone out. Such a row is never sent again
 * (at most once per subscriber: a reader may miss one issue, but never gets two); it shows as
 * "unconfirmed" in the list. The rest is sent when the job runs again: the runner's lease sweep
 * (src/jobs/runner.ts) releases the dead worker's job, and `resumeSending` (the newsletter
 * queue's sweep) queues a job for any campaign left sending without one.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { NEWSLETTER_QUEUE } from '@/jobs/queues'
import { campaignPreview, campaignText, sanitizeCampaignHtml } from '@/lib/campaignHtml'
import type { NewsletterCampaign } from '@/payload-types'
import type { CampaignInput } from '@/schemas/campaigns'
import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { queueMail, type OutgoingMail } from '@/services/platform/mail'
import { newsletterMail } from '@/services/community/newsletter'
import { poolOf } from '@/services/platform/shared'
import { getSiteSettings, type SiteSettingsItem } from '@/services/content/siteSettings'
import { inTransaction } from '@/services/platform/transaction'

export const SEND_CAMPAIGN_TASK = 'sendCampaign'
const COLLECTION = 'newsletter-campaigns'

export const CAMPAIGN_NOT_FOUND = 'Campaign not found'
export const NO_ACTIVE_SUBSCRIBERS = 'There are no active subscribers to send this campaign to.'
export const ALREADY_SENDING = 'This campaign is already being sent.'
export const ALREADY_SENT = 'This campaign has already been sent.'
export const NO_ADMIN_EMAIL = 'Your account has no e-mail address. Add one to your account to receive a test.'

export type CampaignStatus = 'draft' | 'sending' | 'sent'

export type CampaignItem = {
  id: number
  subject: string
  /** sanitised HTML */
  content: string
  /** At most 500 characters of the content's text */
  preview: string
  status: CampaignStatus
  createdAt: string
  sentAt: string | null
  recipientCount: number | null
  /**
   * null for a draft; `skipped`: unsubscribed meanwhile; `failed`: the mail server refused the
   * address for good; `unconfirmed`: claimed by a worker that stopped before it could mark them
   */
  progress: { sent: number; total: number; skipped: number; failed: number; unconfirmed: number } | null
}

export type CampaignStats = {
  totalSubscribers: number
  activeSubscribers: number
  pendingSubscribers: number
  totalCampaigns: number
  sentCampaigns: number
  draftCampaigns: number
}

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value)
  return value?.trim() && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/** Mails a minute (NEWSLETTER_SEND_RATE_PER_MINUTE, default 60): what a small SMTP relay takes calmly. */
export const sendRatePerMinute = (): number => positive(process.env.NEWSLETTER_SEND_RATE_PER_MINUTE, 60)

/** Mails per job: a minute's worth, at most 200, so one job never runs near the runner's lease. */
export const batchSize = (): number => Math.max(1, Math.min(200, Math.floor(positive(process.env.NEWSLETTER_BATCH_SIZE, sendRatePerMinute()))))

// ---------------------------------------------------------------------------------------------
// Reading

type ProgressRow = { campaign_id: number; total: string; sent: string; skipped: string; failed: string; unconfirmed: string }

const progressOf = async (payload: Payload, ids: number[]): Promise<Map<number, NonNullable<CampaignItem['progress']>>> => {
  if (!ids.length) return new Map()
  const { rows } = await poolOf(payload).query<ProgressRow>(
    `SELECT campaign_id,
            count(*) AS total,
            count(sent_at) AS sent,
            count(skipped_at) AS skipped,
            count(failed_at) AS failed,
            count(*) FILTER (WHERE claimed_at IS NOT NULL AND sent_at IS NULL AND skipped_at IS NULL AND failed_at IS NULL) AS unconfirmed
       FROM newsletter_sends WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`,
    [ids],
  )
  return new Map(
    rows.map((row) => [
      row.campaign_id,
      { total: Number(row.total), sent: Number(row.sent), skipped: Number(row.skipped), failed: Number(row.failed), unconfirmed: Number(row.unconfirmed) },
    ]),
  )
}

const toItem = (doc: NewsletterCampaign, progress: CampaignItem['progress']): CampaignItem => {
  const content = sanitizeCampaignHtml(doc.content)
  return {
    id: doc.id,
    subject: doc.subject,
    content,
    preview: campaignPreview(content),
    status: doc.status,
    createdAt: doc.createdAt,
    sentAt: doc.sentAt ?? null,
    recipientCount: doc.recipientCount ?? null,
    progress: doc.status === 'draft' ? null : (progress ?? { sent: 0, total: 0, skipped: 0, failed: 0, unconfirmed: 0 }),
  }
}

/** Newest first, with the progress of those being sent or sent. */
export const listCampaigns = async (payload: Payload, limit = 100): Promise<CampaignItem[]> => {
  const { docs } = await payload.find({ collection: COLLECTION, sort: '-createdAt', limit, depth: 0, pagination: false })
  const progress = await progressOf(payload, docs.filter((doc) => doc.status !== 'draft').map((doc) => doc.id))
  return docs.map((doc) => toItem(doc, progress.get(doc.id) ?? null))
}

/** totalSubscribers counts every address ever signed up (pending, active and unsubscribed). */
export const campaignStats = async (payload: Payload): Promise<CampaignStats> => {
  const { rows } = await poolOf(payload).query<Record<keyof CampaignStats, string>>(
    `SELECT (SELECT count(*) FROM newsletter_subscribers) AS "totalSubscribers",
            (SELECT count(*) FROM newsletter_subscribers WHERE status = 'active') AS "activeSubscribers",
            (SELECT count(*) FROM newsletter_subscribers WHERE status = 'pending') AS "pendingSubscribers",
            (SELECT count(*) FROM newsletter_campaigns) AS "totalCampaigns",
            (SELECT count(*) FROM newsletter_campaigns WHERE status = 'sent') AS "sentCampaigns",
            (SELECT count(*) FROM newsletter_campaigns WHERE status = 'draft') AS "draftCampaigns"`,
  )
  const row = rows[0]!
  return {
    totalSubscribers: Number(row.totalSubscribers),
    activeSubscribers: Number(row.activeSubscribers),
    pendingSubscribers: Number(row.pendingSubscribers),
    totalCampaigns: Number(row.totalCampaigns),
    sentCampaigns: Number(row.sentCampaigns),
    draftCampaigns: Number(row.draftCampaigns),
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Saves a draft. The HTML is stored as written (an admin may fix it) and cleaned wherever it is used. */
export const createCampaign = async (payload: Payload, input: CampaignInput): Promise<CampaignItem> => {
  const doc = await payload.create({ collection: COLLECTION, data: { subject: input.subject, content: input.content, status: 'draft' }, depth: 0 })
  return toItem(doc, null)
}

const findCampaign = async (payload: Payload, id: number): Promise<NewsletterCampaign> => {
  const { docs } = await payload.find({ collection: COLLECTION, where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false })
  if (!docs[0]) throw new NotFoundError(CAMPAIGN_NOT_FOUND)
  return docs[0]
}

const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`

/**
 * 'Send Now': draft → sending, the audience written to the send log, the job queued, all in one
 * transaction. 404 unknown, 409 not a draft (a second click) or no active subscriber.
 */
export const startSending = async (payload: Payload, id: number): Promise<{ message: string; recipients: number }> => {
  const campaign = await findCampaign(payload, id)
  const recipients = await inTransaction(payload, async ({ req, execute }) => {
    const [{ active } = { active: '0' }] = await execute<{ active: string }>(sql`SELECT count(*) AS active FROM newsletter_subscribers WHERE status = 'active'`)
    // Checked before the move, so that a campaign with nobody to send to stays a draft
    if (Number(active) === 0 && campaign.status === 'draft') throw new ServiceError(409, NO_ACTIVE_SUBSCRIBERS)
    const moved = await execute<{ id: number }>(sql`
      UPDATE newsletter_campaigns SET status = 'sending', send_started_at = now(), updated_at = now()
       WHERE id = ${id} AND status = 'draft' RETURNING id`)
    if (!moved.length) {
      const [row] = await execute<{ status: CampaignStatus }>(sql`SELECT status FROM newsletter_campaigns WHERE id = ${id}`)
      if (!row) throw new NotFoundError(CAMPAIGN_NOT_FOUND)
      throw new ServiceError(409, row.status === 'sent' ? ALREADY_SENT : ALREADY_SENDING)
    }
    const [written] = await execute<{ count: string }>(sql`
      WITH audience AS (
        INSERT INTO newsletter_sends (campaign_id, subscriber_id, email)
        SELECT ${id}, s.id, s.email FROM newsletter_subscribers s WHERE s.status = 'active'
        ON CONFLICT (campaign_id, subscriber_id) DO NOTHING
        RETURNING 1)
      SELECT count(*) AS count FROM audience`)
    await payload.jobs.queue({ task: SEND_CAMPAIGN_TASK, queue: NEWSLETTER_QUEUE, input: { campaignId: id }, req })
    return Number(written?.count ?? 0)
  })
  return { recipients, message: `"${campaign.subject}" is on its way to ${subscribers(recipients)}.` }
}

/** Every campaign mail: the signed unsubscribe link and List-Unsubscribe headers (src/services/community/newsletter.ts). */
const campaignMail = (
  payload: Payload,
  settings: SiteSettingsItem,
  campaign: Pick<NewsletterCampaign, 'subject' | 'content'>,
  to: { id: number; email: string },
  subjectPrefix = '',
): OutgoingMail => {
  const html = sanitizeCampaignHtml(campaign.content)
  return newsletterMail(payload.secret, settings, to, {
    subject: `${subjectPrefix}${campaign.subject}`,
    heading: campaign.subject,
    paragraphs: [],
    body: { html, text: campaignText(html, { links: true }) },
  })
}

/**
 * 'Send a test to me': the campaign as a subscriber would get it, to the signed-in admin's own
 * address only, through the outbox; not recorded as a send and possible in any state.
 */
export const sendTest = async (payload: Payload, id: number, admin: { email?: string | null }): Promise<{ message: string }> => {
  const campaign = await findCampaign(payload, id)
  if (!admin.email) throw new ServiceError(400, NO_ADMIN_EMAIL)
  const settings = await getSiteSettings(payload)
  // Subscriber id 0 names nobody: the test's unsubscribe link unsubscribes no one.
  await queueMail(payload, campaignMail(payload, settings, campaign, { id: 0, email: admin.email }, '[Test] '))
  return { message: `A test of "${campaign.subject}" is on its way to ${admin.email}.` }
}

// ---------------------------------------------------------------------------------------------
// The job

type ClaimedRow = { subscriber_id: number; email: string; active: boolean }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type BatchOutcome = { sent: number; skipped: number; failed: number; done: boolean }

/**
 * The mail server refused this one address for good (no such mailbox, a malformed address):
 * retrying would stall the whole campaign behind it. Anything else (server down, busy, a refused
 * login) is the server's trouble, and the job retries.
 */
export const isRecipientRefused = (error: unknown): boolean => {
  const { command, responseCode } = (error ?? {}) as { command?: string; responseCode?: number }
  return command === 'RCPT TO' && [550, 551, 553].includes(responseCode ?? 0)
}

/** So many refusals in a row (within one batch) look like the server refusing everyone (relaying denied): retry later. */
export const MAX_REFUSALS_IN_A_ROW = 5

/**
 * One batch of a campaign's sending (the `sendCampaign` task). Throws when a mail cannot be
 * sent (its claim released first), so the job retries. `done`: nothing left to claim and the
 * campaign is marked sent.
 */
export const sendCampaignBatch = async (payload: Payload, campaignId: number, limit = batchSize()): Promise<BatchOutcome> => {
  const pool = poolOf(payload)
  const { docs } = await payload.find({ collection: COLLECTION, where: { id: { equals: campaignId } }, depth: 0, limit: 1, pagination: false })
  const campaign = docs[0]
  if (!campaign || campaign.status !== 'sending') return { sent: 0, skipped: 0, failed: 0, done: true }
  const settings = await getSiteSettings(payload)
  const pause = Math.ceil(60_000 / sendRatePerMinute())
  let sent = 0
  let skipped = 0
  let failed = 0
  let refusedInARow = 0
  while (sent + skipped + failed < limit) {
    // One statement claims the next row (SKIP LOCKED: two workers never take the same one) and
    // says whether its subscriber is still active.
    const { rows } = await pool.query<ClaimedRow>(
      `UPDATE newsletter_sends AS l SET claimed_at = now()
        WHERE (l.campaign_id, l.subscriber_id) = (
          SELECT campaign_id, subscriber_id FROM newsletter_sends
           WHERE campaign_id = $1 AND claimed_at IS NULL
           ORDER BY subscriber_id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING l.subscriber_id, l.email,
          EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.id = l.subscriber_id AND s.status = 'active') AS active`,
      [campaignId],
    )
    const row = rows[0]
    if (!row) break
    if (!row.active) {
      await pool.query('UPDATE newsletter_sends SET skipped_at = now() WHERE campaign_id = $1 AND subscriber_id = $2', [campaignId, row.subscriber_id])
      skipped++
      continue
    }
    const mail = campaignMail(payload, settings, campaign, { id: row.subscriber_id, email: row.email })
    try {
      await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers })
    } catch (error) {
      if (isRecipientRefused(error) && ++refusedInARow < MAX_REFUSALS_IN_A_ROW) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'refused'
        await pool.query('UPDATE newsletter_sends SET failed_at = now(), error = $3 WHERE campaign_id = $1 AND subscriber_id = $2', [
          campaignId,
          row.subscriber_id,
          reason,
        ])
        failed++
        continue
      }
      // Not sent: the retry sends it.
      await pool
        .query('UPDATE newsletter_sends SET claimed_at = NULL WHERE campaign_id = $1 AND subscriber_id = $2 AND sent_at IS NULL', [campaignId, row.subscriber_id])
        .catch(() => undefined)
      throw error
    }
    await pool.query('UPDATE newsletter_sends SET sent_at = now() WHERE campaign_id = $1 AND subscriber_id = $2', [campaignId, row.subscriber_id])
    refusedInARow = 0
    sent++
    await sleep(pause)
  }
  const { rows } = await pool.query<{ left: string }>('SELECT count(*) AS left FROM newsletter_sends WHERE campaign_id = $1 AND claimed_at IS NULL', [campaignId])
  if (Number(rows[0]?.left ?? 0) > 0) {
    await payload.jobs.queue({ task: SEND_CAMPAIGN_TASK, queue: NEWSLETTER_QUEUE, input: { campaignId } })
    return { sent, skipped, failed, done: false }
  }
  await pool.query(
    `UPDATE newsletter_campaigns SET status = 'sent', sent_at = now(), updated_at = now(),
            recipient_count = (SELECT count(sent_at) FROM newsletter_sends WHERE campaign_id = $1)
      WHERE id = $1 AND status = 'sending'`,
    [campaignId],
  )
  return { sent, skipped, failed, done: true }
}

/**
 * For the newsletter queue's sweep: a campaign left sending without a job that will go on with
 * it (its job gave up after its retries over an hour ago, or was lost) gets a new one. Returns
 * the ids.
 */
export const resumeSending = async (payload: Payload): Promise<number[]> =>
  // Under a lock, so that two processes sweeping at once queue one job, not two.
  inTransaction(payload, async ({ req, execute }) => {
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext('newsletter:resume'))`)
    const rows = await execute<{ id: number }>(sql`
      SELECT c.id FROM newsletter_campaigns c
       WHERE c.status = 'sending'
         AND NOT EXISTS (
           SELECT 1 FROM payload_jobs j
            WHERE j.queue = ${NEWSLETTER_QUEUE} AND j.task_slug = ${SEND_CAMPAIGN_TASK} AND j.completed_at IS NULL
              AND (j.input ->> 'campaignId')::int = c.id
              -- alive (waiting, retrying or running), or gave up less than an hour ago: a mail
              -- server that stays down is not hammered by a new job every sweep
              AND (NOT coalesce(j.has_error, false) OR j.updated_at > now() - interval '1 hour'))`)
    for (const { id } of rows) await payload.jobs.queue({ task: SEND_CAMPAIGN_TASK, queue: NEWSLETTER_QUEUE, input: { campaignId: id }, req })
    return rows.map((row) => row.id)
  })
