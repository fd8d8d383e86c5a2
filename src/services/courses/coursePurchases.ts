/**
 * Buying a course: a one-time Stripe PaymentIntent carries `{kind: 'course', courseId,
 * userId}` in its metadata; the enrollment is granted by one idempotent function,
 * `grantCoursePurchase`, which the Stripe webhook calls (`payment_intent.succeeded`) and the
 * course page may call after it verified the PaymentIntent with Stripe on the way back. A
 * refund (`charge.refunded`) revokes it through `revokeCoursePurchase`. Both are single SQL
 * statements on the unique indexes of `enrollments`, so replayed, concurrent and out-of-order
 * webhooks grant once. The first grant for a payment also queues its receipt to the member's
 * confirmed address, if any (courseReceipt.ts), in the same transaction: one receipt per purchase.
 */
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { queueCourseReceipt } from '@/services/courses/courseReceipt'
import { findCourse, type Member } from '@/services/courses/courses'
import { activeEnrollment } from '@/services/courses/enrolment'
import { ServiceError } from '@/services/platform/errors'
import { sendQueuedMailSoon } from '@/services/platform/jobs'
import { inTransaction, sqlOn as db } from '@/services/platform/transaction'

export const PURCHASES_NOT_SET_UP = 'Course purchases are not set up yet.'
export const PURCHASE_FORM_FAILED = 'The payment form could not load. Please try again.'
export const ALREADY_ENROLLED = 'You already have this course: it is yours for life.'
export const FREE_COURSE = 'This course is free: enrol instead of buying it.'

/** The PaymentIntent fields the grant reads (a webhook's event object, or one retrieved from Stripe). */
export type CoursePaymentIntent = {
  id: string
  status: string
  amount: number
  metadata?: Record<string, string> | null
}

export type GrantResult =
  | { outcome: 'granted'; enrollmentId: number; courseId: number; userId: number }
  | { outcome: 'already-granted'; enrollmentId: number; courseId: number; userId: number }
  | { outcome: 'ignored'; reason: string }


const positiveInt = (value: unknown): number | null => {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null
}

/** The key that makes one member's repeated clicks on 'Buy' one PaymentIntent (per price, per day). */
export const purchaseIdempotencyKey = (courseId: number, userId: number, priceUsd: number, now = new Date()) =>
  `course-${courseId}-user-${userId}-usd-${priceUsd}-${now.toISOString().slice(0, 10)}`

/**
 * POST /api/courses/{slug}/purchase-intent: the client secret of a one-time PaymentIntent for
 * the course's price. 400 for a free course, 409 when the member already has it, 502 (logged)
 * when Stripe fails.
 */
export const createCoursePurchaseIntent = async (
  payload: Payload,
  stripe: Stripe,
  user: Member,
  slug: string,
): Promise<{ clientSecret: string; amountUsd: number }> => {
  const course = await findCourse(payload, slug)
  const priceUsd = Number(course.priceUsd ?? 0)
  if (!(priceUsd > 0)) throw new ServiceError(400, FREE_COURSE)
  if (await activeEnrollment(payload, user.id, course.id)) throw new ServiceError(409, ALREADY_ENROLLED)
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: Math.round(priceUsd * 100),
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        description: `Course: ${course.title}`,
        metadata: { kind: 'course', courseId: String(course.id), userId: String(user.id), course: course.slug ?? null },
      },
      { idempotencyKey: purchaseIdempotencyKey(course.id, user.id, priceUsd) },
    )
    if (!intent.client_secret) throw new Error(`Stripe gave ${intent.id} no client secret`)
    return { clientSecret: intent.client_secret, amountUsd: priceUsd }
  } catch (error) {
    payload.logger.error({ msg: 'Creating a course purchase intent failed', course: course.id, user: user.id, error: (error as Error).message })
    throw new ServiceError(502, PURCHASE_FORM_FAILED)
  }
}

/**
 * Grants the course a succeeded PaymentIntent paid for: one enrollment (source purchase, the
 * intent's id as paymentId) however often it is called, concurrently or not. An intent that did
 * not succeed, is not a course purchase, or names no existing user and course is ignored (the
 * webhook answers 200 all the same: retrying cannot fix it). A member who already holds the
 * course keeps their enrollment (logged: a second payment to refund). A refunded purchase
 * (revoked) stays revoked when the same intent's success is replayed; a new purchase after a
 * refund grants again.
 */
export const grantCoursePurchase = async (payload: Payload, intent: CoursePaymentIntent, req?: Partial<PayloadRequest>): Promise<GrantResult> => {
  const metadata = intent.metadata ?? {}
  if (metadata.kind !== 'course') return { outcome: 'ignored', reason: 'not a course purchase' }
  if (intent.status !== 'succeeded') return { outcome: 'ignored', reason: `payment ${intent.status}` }
  const courseId = positiveInt(metadata.courseId)
  const userId = positiveInt(metadata.userId)
  if (!courseId || !userId) return { outcome: 'ignored', reason: 'metadata names no course or user' }
  const connection = await db(payload, req)
  const { rows: found } = await connection.query<{ course: number | null; user: number | null }>(
    'SELECT (SELECT id FROM courses WHERE id = $1) AS course, (SELECT id FROM users WHERE id = $2) AS user',
    [courseId, userId],
  )
  if (!found[0]?.course || !found[0]?.user) {
    payload.logger.error({ msg: 'A course payment names a missing course or user', paymentIntent: intent.id, courseId, userId })
    return { outcome: 'ignored', reason: 'course or user not found' }
  }
  const { rows } = await connection.query<{ id: number; inserted: boolean }>(
    `INSERT INTO enrollments (user_id, course_id, source, payment_id, granted_at)
     VALUES ($1, $2, 'purchase', $3, now())
     ON CONFLICT (user_id, course_id) DO UPDATE
        SET source = 'purchase', payment_id = EXCLUDED.payment_id, granted_at = now(), revoked_at = NULL, updated_at = now()
      WHERE enrollments.revoked_at IS NOT NULL AND enrollments.payment_id IS DISTINCT FROM EXCLUDED.payment_id
     RETURNING id, (xmax = 0) AS inserted`,
    [userId, courseId, intent.id],
  )
  if (rows[0]) {
    // the first grant for this payment (replays and the other path find it granted): its receipt
    await queueCourseReceipt(payload, { userId, courseId, paymentId: intent.id, amountCents: intent.amount }, req)
    return { outcome: 'granted', enrollmentId: Number(rows[0].id), courseId, userId }
  }
  const { rows: existing } = await connection.query<{ id: number; payment_id: string | null; revoked_at: Date | null }>(
    'SELECT id, payment_id, revoked_at FROM enrollments WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  )
  const row = existing[0]!
  if (row.revoked_at && row.payment_id === intent.id) return { outcome: 'ignored', reason: 'refunded' }
  if (row.payment_id !== intent.id) {
    payload.logger.warn({ msg: 'A member paid for a course they already have: refund the second payment', paymentIntent: intent.id, enrollment: row.id })
  }
  return { outcome: 'already-granted', enrollmentId: Number(row.id), courseId, userId }
}

/** A refund (charge.refunded): the purchase's enrollment is revoked (idempotent). */
export const revokeCoursePurchase = async (payload: Payload, paymentIntentId: string, req?: Partial<PayloadRequest>): Promise<{ revoked: number }> => {
  const result = await (await db(payload, req)).query(
    'UPDATE enrollments SET revoked_at = now(), updated_at = now() WHERE payment_id = $1 AND revoked_at IS NULL',
    [paymentIntentId],
  )
  return { revoked: result.rowCount ?? 0 }
}

export type ReturnState = 'granted' | 'processing' | 'failed' | 'unknown'

/**
 * The course page after Stripe sends the buyer back (`?payment_intent=pi_…`): asks Stripe for
 * the intent, and when it is this member's succeeded course purchase, grants it at once (the
 * webhook grants the same enrollment when it arrives). Never trusts the query string itself.
 */
export const confirmReturnedPurchase = async (payload: Payload, stripe: Stripe, user: Member, courseId: number, paymentIntentId: string): Promise<ReturnState> => {
  if (!/^pi_[A-Za-z0-9_]{4,200}$/.test(paymentIntentId)) return 'unknown'
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId)
  } catch (error) {
    payload.logger.warn({ msg: 'Could not look up a returned course payment', paymentIntent: paymentIntentId, error: (error as Error).message })
    return 'unknown'
  }
  const metadata = intent.metadata ?? {}
  if (metadata.kind !== 'course' || metadata.userId !== String(user.id) || metadata.courseId !== String(courseId)) return 'unknown'
  if (intent.status === 'succeeded') {
    // one transaction: the enrollment and its receipt mail are stored together or not at all
    const result = await inTransaction(payload, ({ req }) =>
      grantCoursePurchase(payload, { id: intent.id, status: intent.status, amount: intent.amount, metadata }, req),
    )
    if (result.outcome === 'granted') sendQueuedMailSoon()
    return result.outcome === 'ignored' ? 'unknown' : 'granted'
  }
  if (intent.status === 'processing') return 'processing'
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return 'failed'
  return 'processing'
}
