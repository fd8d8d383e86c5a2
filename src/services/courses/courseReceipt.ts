/**
 * The receipt of a paid course, mailed to the member's confirmed address (src/services/accounts/
 * memberEmail.ts) when the purchase is granted: queued through the outbox in the grant's own
 * transaction, so it goes exactly when the enrollment is first granted for that payment (a
 * replayed webhook, or the webhook after the course page's return, grants nothing new and mails
 * nothing). A member without a confirmed address gets no mail.
 */
import type { Payload, PayloadRequest } from 'payload'

import { renderMail } from '@/integrations/email/templates'
import { formatUsd } from '@/lib/donations'
import { env } from '@/lib/env'
import { getSiteSettings } from '@/services/content/siteSettings'
import { queueMail, type OutgoingMail } from '@/services/platform/mail'
import { sqlOn } from '@/services/platform/transaction'

export type CourseReceiptFacts = {
  courseTitle: string
  courseUrl: string
  amountCents: number
  paidAt: Date
  paymentId: string
  username: string
}

const receiptDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export const courseReceiptMail = (settings: { siteName: string; supportEmail?: string }, facts: CourseReceiptFacts): Omit<OutgoingMail, 'to'> => ({
  subject: `Your receipt for ${facts.courseTitle}`,
  ...renderMail({
    siteName: settings.siteName,
    heading: 'Thank you for your purchase',
    paragraphs: [
      `The course is yours for life on the account "${facts.username}". This e-mail is your receipt.`,
      `Course: ${facts.courseTitle}`,
      `Amount: ${formatUsd(facts.amountCents)} (USD)`,
      `Date: ${receiptDate(facts.paidAt)}`,
      `Payment reference: ${facts.paymentId}`,
    ],
    action: { label: 'Go to the course', url: facts.courseUrl },
    footer: settings.supportEmail ? [{ text: `Questions about your purchase? Write to us at ${settings.supportEmail}.` }] : [],
  }),
})

const coursePath = (slug: string) => (slug === 'foundations' ? '/foundations' : `/courses/${slug}`)

/**
 * Queues the receipt of a granted purchase (call it only when the grant inserted or renewed the
 * enrollment, with the grant's `req`). False when the member has no confirmed address.
 */
export const queueCourseReceipt = async (
  payload: Payload,
  purchase: { userId: number; courseId: number; paymentId: string; amountCents: number },
  req?: Partial<PayloadRequest>,
): Promise<boolean> => {
  const { rows } = await (await sqlOn(payload, req)).query<{ email: string | null; username: string; title: string; slug: string }>(
    `SELECT u.email, u.username, c.title, c.slug FROM users u, courses c WHERE u.id = $1 AND c.id = $2`,
    [purchase.userId, purchase.courseId],
  )
  const row = rows[0]
  if (!row?.email) return false
  const settings = await getSiteSettings(payload, req as PayloadRequest | undefined)
  const mail = courseReceiptMail(settings, {
    courseTitle: row.title,
    courseUrl: `${env.serverUrl}${coursePath(row.slug)}`,
    amountCents: purchase.amountCents,
    paidAt: new Date(),
    paymentId: purchase.paymentId,
    username: row.username,
  })
  await queueMail(payload, { to: row.email, ...mail }, req as PayloadRequest | undefined)
  return true
}
