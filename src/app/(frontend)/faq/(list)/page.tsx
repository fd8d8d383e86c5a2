import type { Metadata } from 'next'

import { FaqBrowser } from '@/components/faq/FaqBrowser'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageIntro } from '@/components/ui/primitives'
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
      <PageIntro eyebrow="FAQ" title="Beginner questions, answered">
        New to yoga? Start here. If a question is about your health, please also ask a qualified professional.
      </PageIntro>
      <FaqBrowser initialFaqs={faqs} />
    </>
  )
}
