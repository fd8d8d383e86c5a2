import type { Metadata } from 'next'

import { ComingSoon } from '@/components/ui/ComingSoon'
import { loadSiteSettings } from '@/lib/content'

export const metadata: Metadata = { title: 'Contact', alternates: { canonical: '/contact' } }

export default async function ContactPage() {
  const settings = await loadSiteSettings()
  return (
    <ComingSoon title="Contact">
      Our contact form is coming soon. Meanwhile, write to{' '}
      <a className="text-sage-700 underline" href={`mailto:${settings.supportEmail}`}>
        {settings.supportEmail}
      </a>
      ; we answer within 48 hours.
    </ComingSoon>
  )
}
