import { Clock, HeartHandshake, Mail } from 'lucide-react'
import type { Metadata } from 'next'

import { ContactForm } from '@/components/contact/ContactForm'
import { Card, PageIntro } from '@/components/ui/primitives'
import { loadSiteSettings } from '@/web/pageData'

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Write to the Yoga Commons team: questions, corrections, ideas. We answer within 48 hours.',
  alternates: { canonical: '/contact' },
}

export default async function ContactPage() {
  const settings = await loadSiteSettings()
  return (
    <>
      <PageIntro eyebrow="Contact" title="Contact">
        Questions, corrections, ideas or a kind word: we read every message and answer within 48 hours.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <Card className="relative p-6 sm:p-8">
          <h2 className="sr-only">Send us a message</h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="contact-info" className="space-y-6 rounded-[var(--radius-card)] bg-sage-50 p-6 sm:p-8">
          <h2 id="contact-info" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          <ul className="space-y-5">
            {/* no support address set (Site settings or SUPPORT_EMAIL): the form is the way */}
            {settings.supportEmail ? (
              <li className="flex gap-3">
                <Mail aria-hidden className="mt-1 size-5 shrink-0 text-sage-700" />
                <div>
                  <p className="font-medium">E-mail</p>
                  <a
                    className="break-all text-sage-700 underline underline-offset-2"
                    href={`mailto:${settings.supportEmail}`}
                    data-testid="support-email"
                  >
                    {settings.supportEmail}
                  </a>
                </div>
              </li>
            ) : null}
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-1 size-5 shrink-0 text-sage-700" />
              <div>
                <p className="font-medium">Response time</p>
                <p className="text-ink-muted">We respond within 48 hours, usually sooner.</p>
              </div>
            </li>
            <li className="flex gap-3">
              <HeartHandshake aria-hidden className="mt-1 size-5 shrink-0 text-sage-700" />
              <div>
                <p className="font-medium">What to write about</p>
                <p className="text-ink-muted">
                  A correction to a term or a pose, an accessibility barrier, an event to list, a partnership, or how
                  to volunteer.
                </p>
              </div>
            </li>
          </ul>
          <p className="text-sm text-ink-muted">
            For health questions, please ask a doctor or a qualified teacher: we can share general guidance only.
          </p>
        </aside>
      </div>
    </>
  )
}
