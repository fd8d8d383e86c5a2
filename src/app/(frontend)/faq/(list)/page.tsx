import type { Metadata } from 'next'

import { FaqBrowser } from '@/components/faq/FaqBrowser'
import { JsonLd } from '@/components/seo/JsonLd'
import { FaqIntro } from '@/components/ui/intros'
import { loadFaqs } from '@/lib/content'
import { faqState, paramsOf } from '@/lib/listFilterState'

export const metadata: Metadata = {
  title: 'Beginner FAQ',
  description: 'Plain answers to the questions people ask before and after their first yoga class.',
  alternates: { canonical: '/faq' },
  openGraph: { title: 'Beginner FAQ', url: '/faq' },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FaqPage({ searchParams }: Props) {
  const faqs = await loadFaqs()
  // The filters of the URL apply on the server too: a shared link renders filtered at once.
  const filters = faqState.fromParams(paramsOf(await searchParams))
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
      <FaqBrowser initialFaqs={faqs} initialFilters={filters} />
    </>
  )
}
