/**
 * Donor self-service: a monthly donor's signed link opens a Stripe customer portal
 * session, where they change their card or cancel (a cancellation comes back through the
 * webhook); and "e-mail me my manage link", which answers the same whether or not the address
 * gives monthly, so it tells nobody who our donors are.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { env } from '@/lib/env'
import { readToken } from '@/lib/signedToken'
import { MANAGE_LINK_SENT, MANAGE_PURPOSE, manageGiftLink, manageLinkMail } from '@/services/donations/donationMail'
import { ServiceError } from '@/services/platform/errors'
import { queueMail } from '@/services/platform/mail'
import { normalizeEmail } from '@/services/community/newsletter'
import { getReceiptSettings } from '@/services/content/siteSettings'

export const LINK_INVALID = 'This link is not valid.'
export const LINK_EXPIRED = 'This link has expired. We can e-mail you a fresh one.'
export const GIFT_ENDED = 'This monthly gift has ended. Thank you for your support!'

/** The portal URL for a manage token, or a 400/410 ServiceError with what to do next. */
export const openDonorPortal = async (payload: Payload, stripe: Stripe, token: string): Promise<string> => {
  const check = readToken(payload.secret, MANAGE_PURPOSE, token)
  if (!check.valid) throw new ServiceError(check.reason === 'expired' ? 410 : 400, check.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID)
  const gift = await payload.findByID({ collection: 'monthly-gifts', id: check.id, depth: 0, disableErrors: true, select: { customerId: true, status: true } })
  if (!gift) throw new ServiceError(400, LINK_INVALID)
  if (gift.status === 'canceled') throw new ServiceError(410, GIFT_ENDED)
  const session = await stripe.billingPortal.sessions.create({ customer: gift.customerId, return_url: `${env.serverUrl}/donate` })
  return session.url
}

/** Queues a manage link for each monthly gift the address has running; answers MANAGE_LINK_SENT. */
export const sendManageLinks = async (payload: Payload, email: string): Promise<string> => {
  const gifts = await payload.find({
    collection: 'monthly-gifts',
    where: { and: [{ email: { equals: normalizeEmail(email) } }, { status: { in: ['active', 'past_due'] } }] },
    depth: 0,
    limit: 5,
    pagination: false,
    select: { email: true },
  })
  if (gifts.docs.length) {
    const settings = await getReceiptSettings(payload)
    for (const gift of gifts.docs) {
      await queueMail(payload, { to: normalizeEmail(email), ...manageLinkMail(settings, manageGiftLink(payload.secret, gift.id)) })
    }
  }
  return MANAGE_LINK_SENT
}
