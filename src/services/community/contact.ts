/**
 * Contact messages (/contact). The message is stored first; in the same
 * transaction two mails are queued: a notification to the support address (reply goes to the
 * sender) and an acknowledgement to the sender with the 48-hour promise, which repeats nothing
 * the visitor typed (it goes to an address nobody has confirmed). A filled-in honeypot
 * gets the same answer, but the message is stored as spam and nothing is mailed. With no support
 * address set (Site settings or SUPPORT_EMAIL) there is no notification: the message waits in the
 * admin's Contact messages.
 */
import type { Payload } from 'payload'

import { renderMail } from '@/integrations/email/templates'
import { env } from '@/lib/env'
import type { ContactInput } from '@/schemas/contact'
import { queueMail } from '@/services/platform/mail'
import { getSiteSettings } from '@/services/content/siteSettings'
import { inTransaction } from '@/services/platform/transaction'

export type ContactResult = { id: number; spam: boolean }

/** A visitor's text as a header value: one line (no CR/LF to smuggle in headers). */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim()

export const submitContactMessage = async (
  payload: Payload,
  input: ContactInput,
  context: { ip: string },
): Promise<ContactResult> => {
  const spam = Boolean(input.website?.trim())
  const settings = await getSiteSettings(payload)
  return inTransaction(payload, async ({ req }) => {
    const stored = await payload.create({
      collection: 'contact-messages',
      data: {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: spam ? 'spam' : 'new',
        ip: context.ip,
      },
      depth: 0,
      select: { status: true },
      req,
    })
    if (spam) return { id: stored.id, spam }

    if (settings.supportEmail) {
      await queueMail(
        payload,
        {
          to: settings.supportEmail,
          replyTo: `"${oneLine(input.name).replace(/["\\<>]/g, '')}" <${input.email}>`,
          subject: `[Contact] ${oneLine(input.subject)}`,
          ...renderMail({
            siteName: settings.siteName,
            heading: `New message from ${input.name}`,
            paragraphs: [
              `From: ${input.name} <${input.email}>`,
              `Subject: ${input.subject}`,
              ...input.message.split(/\n{2,}/),
              'Reply to this e-mail to answer. We promise an answer within 48 hours.',
            ],
            action: { label: 'Open in the admin', url: `${env.serverUrl}/admin/collections/contact-messages/${stored.id}` },
          }),
        },
        req,
      )
    }
    await queueMail(
      payload,
      {
        to: input.email,
        subject: `We received your message · ${settings.siteName}`,
        ...renderMail({
          siteName: settings.siteName,
          heading: 'Thank you for reaching out',
          paragraphs: [
            // Nothing the visitor typed goes to this address: nobody has shown it is theirs, so
            // the form must not carry a stranger's words to it.
            "Hello, we received your message and we'll respond within 48 hours.",
            settings.supportEmail
              ? `If you did not write to us, you can ignore this e-mail, or tell us at ${settings.supportEmail}.`
              : 'If you did not write to us, you can ignore this e-mail.',
          ],
        }),
      },
      req,
    )
    return { id: stored.id, spam }
  })
}
