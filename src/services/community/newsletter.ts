/**
 * Newsletter double opt-in: a subscriber counts only after confirming from the mail.
 *
 * subscribe: stores a pending subscriber (consent time and address) and queues the confirmation
 * mail in one transaction. The link carries 32 random bytes; only their SHA-256 is stored; it
 * works once and expires after 7 days. The answer is the same whether the address was new,
 * pending, active or unsubscribed, so it reveals nothing.
 *
 * confirm: claims the token with one conditional UPDATE (two clicks at once confirm once),
 * activates the subscriber and queues a welcome mail, which, like every newsletter mail, carries
 * a signed unsubscribe link and RFC 8058 List-Unsubscribe headers.
 *
 * unsubscribe: a valid signature is enough (no login); it takes effect at once and is idempotent.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload, type PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'

import { renderMail } from '@/integrations/email/templates'
import { env } from '@/lib/env'
import { NEWSLETTER_TEXT, type NewsletterInput } from '@/schemas/newsletter'
import { ServiceError } from '@/services/platform/errors'
import { queueMail, type OutgoingMail } from '@/services/platform/mail'
import { getSiteSettings, type SiteSettingsItem } from '@/services/content/siteSettings'
import { inTransaction } from '@/services/platform/transaction'

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const CONFIRM_PATH = '/newsletter/confirm'
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'
export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe'

export const LINK_EXPIRED = 'This confirmation link has expired or has already been used.'
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.'

const COLLECTION = 'newsletter-subscribers'

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The address a subscriber is known by: trimmed and lower-cased, so case never makes a second entry. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** Goes to an address nobody has confirmed yet: it repeats nothing the visitor typed. */
const confirmationMail = (settings: SiteSettingsItem, token: string): Omit<OutgoingMail, 'to'> => {
  const url = `${env.serverUrl}${CONFIRM_PATH}?token=${token}`
  return {
    subject: `Confirm your subscription to ${settings.siteName}`,
    ...renderMail({
      siteName: settings.siteName,
      heading: 'Please confirm your subscription',
      paragraphs: [
        `Hello, thank you for signing up for the ${settings.siteName} newsletter: weekly yoga wisdom, practice tips and updates.`,
        'To start receiving it, confirm your address. The link works once and expires in 7 days.',
      ],
      action: { label: 'Confirm my subscription', url },
      footer: [{ text: 'Did not sign up? Ignore this e-mail and you will not hear from us again.' }],
    }),
  }
}

/** The signed token of an unsubscribe link: the subscriber id and an HMAC of id and address. */
export const unsubscribeToken = (secret: string, id: number, email: string): string => {
  const signature = createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}:${normalizeEmail(email)}`).digest('base64url')
  return `${id}.${signature}`
}

const verifyUnsubscribeToken = (secret: string, token: string, email: string): boolean => {
  const id = Number(token.split('.')[0])
  const expected = Buffer.from(unsubscribeToken(secret, id, email))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * A newsletter mail to one subscriber: the signed unsubscribe link in both parts, and the
 * List-Unsubscribe / List-Unsubscribe-Post headers that let a mail program unsubscribe with one
 * click (RFC 8058: a POST to the https link with "List-Unsubscribe=One-Click").
 */
export const newsletterMail = (
  secret: string,
  settings: SiteSettingsItem,
  subscriber: { id: number; email: string },
  content: {
    subject: string
    heading: string
    paragraphs: string[]
    action?: { label: string; url: string }
    /** already sanitised HTML and its text (a campaign's content) */
    body?: { html: string; text: string }
  },
): OutgoingMail => {
  const token = unsubscribeToken(secret, subscriber.id, subscriber.email)
  const pageUrl = `${env.serverUrl}${UNSUBSCRIBE_PATH}?token=${token}`
  const oneClickUrl = `${env.serverUrl}${UNSUBSCRIBE_API_PATH}?token=${token}`
  return {
    to: subscriber.email,
    subject: content.subject,
    headers: {
      // Only the https link: nobody reads a mailto unsubscribe by machine here.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderMail({
      siteName: settings.siteName,
      heading: content.heading,
      paragraphs: content.paragraphs,
      body: content.body,
      action: content.action,
      footer: [
        { text: `You receive this because you subscribed to the ${settings.siteName} newsletter.` },
        { text: 'No longer interested?', link: { label: 'Unsubscribe', url: pageUrl } },
      ],
    }),
  }
}

const welcomeMail = (secret: string, settings: SiteSettingsItem, subscriber: { id: number; email: string; name: string }) =>
  newsletterMail(secret, settings, subscriber, {
    subject: `Welcome to ${settings.siteName}`,
    heading: `Welcome, ${subscriber.name}!`,
    paragraphs: [
      'Your subscription is confirmed. Each week we will send you a little yoga wisdom, a practice tip and news from the community.',
      'While you wait for the first one, the glossary explains the Sanskrit words you will hear in class, with their pronunciation.',
    ],
    action: { label: 'Explore the glossary', url: `${env.serverUrl}/glossary` },
  })

type SubscriberRow = { id: number; status: 'pending' | 'active' | 'unsubscribed' }

/** A sign-up repeated within this time (a double click, a retry) sends no second confirmation mail. */
export const RESEND_AFTER_MS = 2 * 60 * 1000

export type SubscribeOutcome = 'mailed' | 'already-active' | 'recently-mailed'

/**
 * `beforeMail` runs inside the transaction just before a confirmation mail is queued, with the
 * transaction's connection (the per-address rate limit): only sign-ups that mail count against
 * it, and when it throws nothing is written.
 */
export const subscribe = async (
  payload: Payload,
  input: NewsletterInput,
  context: { ip: string; beforeMail?: (connection: PoolClient) => Promise<void> },
): Promise<SubscribeOutcome> => {
  const email = normalizeEmail(input.email)
  const settings = await getSiteSettings(payload)
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const pending = {
    name: input.name,
    status: 'pending' as const,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString(),
    consentAt: now.toISOString(),
    consentIp: context.ip,
  }
  type Existing = (SubscriberRow & { tokenExpiresAt?: string | null }) | undefined
  const findExisting = async (req?: PayloadRequest): Promise<Existing> =>
    (
      await payload.find({
        collection: COLLECTION,
        where: { email: { equals: email } },
        select: { status: true, tokenExpiresAt: true },
        limit: 1,
        depth: 0,
        pagination: false,
        req,
      })
    ).docs[0] as Existing
  // Already confirmed: nothing to do, and the answer stays the same. Pending with a link mailed
  // moments ago (a double click, a retry): that link works; do not mail another.
  const nothingToDo = (existing: Existing): SubscribeOutcome | null => {
    if (existing?.status === 'active') return 'already-active'
    const issuedAt = existing?.tokenExpiresAt ? new Date(existing.tokenExpiresAt).getTime() - CONFIRM_TOKEN_TTL_MS : 0
    return existing?.status === 'pending' && now.getTime() - issuedAt < RESEND_AFTER_MS ? 'recently-mailed' : null
  }
  const early = nothingToDo(await findExisting())
  if (early) return early
  try {
    return await inTransaction(payload, async ({ req, execute, client }): Promise<SubscribeOutcome> => {
      // Sign-ups of one address wait for each other (twenty at once: one creates, the others
      // find it), instead of racing to insert and failing on the unique address.
      await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`)
      const existing = await findExisting(req)
      const decided = nothingToDo(existing)
      if (decided) return decided
      // On this transaction's connection: code inside a transaction must never wait for a
      // second pooled one, or a burst of transactions queued on the lock above could hold
      // every connection the lock holder needs.
      await context.beforeMail?.(await client())
      if (existing) {
        await payload.update({ collection: COLLECTION, id: existing.id, data: { ...pending, unsubscribedAt: null }, depth: 0, req })
      } else {
        await payload.create({ collection: COLLECTION, data: { email, ...pending }, depth: 0, req })
      }
      await queueMail(payload, { to: email, ...confirmationMail(settings, token) }, req)
      return 'mailed'
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      // Payload's email check is stricter than SPEC's '@' (a@b cannot receive mail); two
      // sign-ups of a new address at the same moment wait for each other (the lock above), so
      // "already taken" should not happen, but if it does the first one's mail is on its way.
      const emailTaken = error.data.errors.some((issue) => issue.path === 'email' && /already|unique/i.test(issue.message))
      if (emailTaken) return 'recently-mailed'
      throw new ServiceError(400, NEWSLETTER_TEXT.invalidText, { field: 'email' })
    }
    throw error
  }
}

type ClaimedRow = { id: number; email: string; name: string; status: SubscriberRow['status']; token_expires_at: Date | string | null }

/** What confirming a link did: the subscription starts now, or it had started already. */
export type ConfirmOutcome = { email: string; alreadySubscribed: boolean }

/**
 * Confirms a subscription from the link's token; 410 when it expired, or when the address has
 * unsubscribed or signed up again since. The token works once: whoever confirms first starts
 * the subscription and sends the welcome; the hash stays on the row (its expiry cleared), so a
 * second click on the same link, now or later, hears that the subscription is already active.
 */
export const confirmSubscription = async (payload: Payload, token: string): Promise<ConfirmOutcome> => {
  const settings = await getSiteSettings(payload)
  const outcome = await inTransaction(payload, async ({ req, execute }) => {
    // FOR UPDATE: a concurrent click waits, then finds the subscription active.
    const hash = hashToken(token)
    const [claimed] = await execute<ClaimedRow>(sql`
      WITH old AS (SELECT id, status, token_expires_at FROM newsletter_subscribers WHERE token_hash = ${hash} FOR UPDATE)
      UPDATE newsletter_subscribers AS s SET token_expires_at = NULL, updated_at = now()
      FROM old WHERE s.id = old.id
      RETURNING s.id, s.email, s.name, old.status, old.token_expires_at`)
    if (!claimed || claimed.status === 'unsubscribed') return null
    if (claimed.status === 'active') return { email: claimed.email, alreadySubscribed: true }
    if (!claimed.token_expires_at || new Date(claimed.token_expires_at).getTime() < Date.now()) return 'expired'
    await payload.update({
      collection: COLLECTION,
      id: claimed.id,
      data: { status: 'active', confirmedAt: new Date().toISOString(), unsubscribedAt: null },
      depth: 0,
      req,
    })
    await queueMail(payload, welcomeMail(payload.secret, settings, claimed), req as PayloadRequest)
    return { email: claimed.email, alreadySubscribed: false }
  })
  if (!outcome || outcome === 'expired') throw new ServiceError(410, LINK_EXPIRED)
  return outcome
}

/** Unsubscribes the subscriber a signed token names, at once; doing it twice is fine. */
export const unsubscribe = async (payload: Payload, token: string): Promise<void> => {
  const id = Number(token.split('.')[0])
  if (!Number.isSafeInteger(id) || id < 1) throw new ServiceError(400, UNSUBSCRIBE_INVALID)
  const subscriber = (
    await payload.find({
      collection: COLLECTION,
      where: { id: { equals: id } },
      select: { email: true, status: true },
      limit: 1,
      depth: 0,
      pagination: false,
    })
  ).docs[0] as (SubscriberRow & { email: string }) | undefined
  if (!subscriber || !verifyUnsubscribeToken(payload.secret, token, subscriber.email)) {
    throw new ServiceError(400, UNSUBSCRIBE_INVALID)
  }
  if (subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: COLLECTION,
    id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), tokenHash: null, tokenExpiresAt: null },
    depth: 0,
  })
}
