import type { Metadata } from 'next'
import { connection } from 'next/server'

import { DonateForm } from '@/components/donate/DonateForm'
import { PageIntro } from '@/components/ui/primitives'
import { stripePublishableKey } from '@/services/donations/stripeAccess'
import { loadSiteSettings } from '@/web/pageData'
import { amountFromParam } from '@/lib/donations'
import { donateTaxLine } from '@/lib/taxStatus'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Donate',
  description: 'Give monthly or once to keep yoga education free for everyone: $25 supports 5 students.',
  alternates: { canonical: '/donate' },
}

type Props = { searchParams: Promise<{ amount?: string | string[] }> }

/**
 * /donate, the donation page. Whether Stripe is set up is read on each request (not at build),
 * so adding or changing the keys needs a restart, never a rebuild.
 */
export default async function DonatePage({ searchParams }: Props) {
  await connection()
  const { amount } = await searchParams
  const settings = await loadSiteSettings()
  return (
    <>
      <PageIntro eyebrow="Donate" title="Keep yoga education free">
        Everything here is free to read, for everyone. Your gift pays for hosting, accessibility work and careful
        content, so more people can learn to practise safely.
      </PageIntro>
      <DonateForm
        initialAmount={amountFromParam(amount)}
        publishableKey={stripePublishableKey()}
        supportEmail={settings.supportEmail}
        taxLine={donateTaxLine(settings.taxStatus, settings.siteName)}
      />
    </>
  )
}
