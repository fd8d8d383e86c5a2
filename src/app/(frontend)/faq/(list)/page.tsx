import type { Metadata } from 'next'

import { FaqBrowser } from '@/components/faq/FaqBrowser'
import { JsonLd } from '@/components/seo/JsonLd'
import { FaqIntro } from '@/components/ui/intros'
import { loadFaqs } from '@/lib/content'

export const metadata: Metadata = {
  title: 'Beginner FAQ',
  description: 'Plain answers to the questions people ask before and after their first yoga class.',
  alternates: { canonical: '/faq' },
  openGraph: { title: 'Beginner FAQ', url: '/faq' },
}

export default async function FaqPage() {
  const faqs = await loadFaqs()
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.slice(0, 50).map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.shortAnswer },
          })),
        }}
      />
      <FaqIntro />
      <FaqBrowser initialFaqs={faqs} />
    </>
  )
}
