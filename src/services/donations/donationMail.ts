/**
 * The donation mails: the receipt sent once per successful charge, and the link a
 * monthly donor uses to change their card or cancel (Stripe's customer portal). Both go through
 * the outbox. A receipt's tax wording comes from Site settings (src/lib/taxStatus.ts): the granted
 * status with the EIN, a pending application, or, by default, no tax claim at all.
 */
import { renderMail } from '@/integrations/email/templates'
import { env } from '@/lib/env'
import { formatUsd } from '@/lib/donations'
import { signToken } from '@/lib/signedToken'
import { receiptTaxStatement } from '@/lib/taxStatus'
import type { OutgoingMail } from '@/services/platform/mail'
import type { ReceiptSettings } from '@/services/content/siteSettings'

export const MANAGE_PATH = '/donate/manage'
export const MANAGE_PURPOSE = 'manage-gift'
/** A manage link works this long; every monthly receipt brings a fresh one, and the page sends more. */
export const MANAGE_LINK_DAYS = 45

export const manageGiftToken = (secret: string, giftId: number, now = Date.now()): string =>
  signToken(secret, MANAGE_PURPOSE, giftId, new Date(now + MANAGE_LINK_DAYS * 24 * 60 * 60 * 1000))

export const manageGiftLink = (secret: string, giftId: number): string =>
  `${env.serverUrl}${MANAGE_PATH}?token=${encodeURIComponent(manageGiftToken(secret, giftId))}`

const receiptDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** The tax wording: the granted status with its EIN, a pending application, or no claim. */
export const taxStatement = (settings: ReceiptSettings): string => receiptTaxStatement(settings.taxStatus, settings.legalName)

export type ReceiptFacts = { amountCents: number; monthly: boolean; paidAt: Date; manageUrl?: string; donationId: number }

export const receiptMail = (settings: ReceiptSettings, facts: ReceiptFacts): Omit<OutgoingMail, 'to'> => {
  const organisation = [settings.legalName, ...(settings.mailingAddress ? settings.mailingAddress.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) : [])].join(', ')
  return {
    subject: facts.monthly ? `Your monthly gift to ${settings.siteName}: receipt` : `Thank you for your gift to ${settings.siteName}`,
    ...renderMail({
      siteName: settings.siteName,
      heading: 'Thank you for your gift',
      paragraphs: [
        `Your generosity keeps ${settings.siteName} free for everyone who wants to learn. This e-mail is your receipt.`,
        `Amount: ${formatUsd(facts.amountCents)} (USD)`,
        `Date: ${receiptDate(facts.paidAt)}`,
        `Frequency: ${facts.monthly ? 'Monthly' : 'One-time'}`,
        `Receipt number: ${facts.donationId}`,
        `Received by: ${organisation}`,
        taxStatement(settings),
        ...(facts.monthly ? ['Your gift repeats every month. You can change your card or cancel at any time with the link below.'] : []),
      ],
      action: facts.manageUrl ? { label: 'Manage your monthly gift', url: facts.manageUrl } : undefined,
      footer: settings.supportEmail ? [{ text: `Questions about your gift? Write to us at ${settings.supportEmail}.` }] : [],
    }),
  }
}

/** The answer to "resend my manage link": the same whether or not the address gives monthly. */
export const MANAGE_LINK_SENT = "If that address has a monthly gift with us, we've e-mailed a link to manage it."

export const manageLinkMail = (settings: ReceiptSettings, manageUrl: string): Omit<OutgoingMail, 'to'> => ({
  subject: `Manage your monthly gift to ${settings.siteName}`,
  ...renderMail({
    siteName: settings.siteName,
    heading: 'Manage your monthly gift',
    paragraphs: [
      `Someone, hopefully you, asked for a link to manage a monthly gift to ${settings.siteName}.`,
      `The link opens a secure page at our payment provider, Stripe, where you can change your card or cancel. It works for ${MANAGE_LINK_DAYS} days.`,
    ],
    action: { label: 'Manage your monthly gift', url: manageUrl },
    footer: [{ text: `Did not ask for this? You can ignore this e-mail.${settings.supportEmail ? ` Questions: ${settings.supportEmail}.` : ''}` }],
  }),
})
