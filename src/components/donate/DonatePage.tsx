import type { Metadata } from 'next'

import { DonateForm } from '@/components/donate/DonateForm'
import { PageIntro } from '@/components/ui/primitives'
import { donateTaxLine } from '@/lib/taxStatus'
import { donateState } from '@/lib/pageVariants'
import { stripePublishableKey } from '@/services/donations/stripeAccess'
import { loadSiteSettings } from '@/web/pageData'

export const donateMetadata: Metadata = {
  title: 'Donate',
  description: 'Give monthly or once to keep yoga education free for everyone: $25 supports 5 students.',
  alternates: { canonical: '/donate' },
}

/**
 * /donate with the amount and frequency of `query` (/donate?amount=100&frequency=one-time;
 * normalised: src/lib/pageVariants.ts), a cached page per pair. Whether Stripe is set up is read
 * when the page renders on a running server (never at build): changing the keys needs a
 * restart, which empties the page cache, never a rebuild.
 */
export async function DonatePage({ query }: { query: URLSearchParams }) {
  const { amount, frequency } = donateState(query)
  const settings = await loadSiteSettings()
  return (
    <>
      <PageIntro eyebrow="Donate" title="Keep yoga education free">
        Everything here is free to read, for everyone. Your gift pays for hosting, accessibility work and careful
        content, so more people can learn to practise safely.
      </PageIntro>
      <DonateForm
        initialAmount={amount}
        initialFrequency={frequency}
        publishableKey={stripePublishableKey()}
        supportEmail={settings.supportEmail}
        taxLine={donateTaxLine(settings.taxStatus, settings.siteName)}
      />
    </>
  )
}
