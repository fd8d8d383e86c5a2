import type { Metadata } from 'next'

import { FaqBrowser } from '@/components/faq/FaqBrowser'
import { JsonLd } from '@/components/seo/JsonLd'
import { FaqIntro } from '@/components/ui/intros'
import { loadFaqs } from '@/web/pageData'
import type { FaqState } from '@/lib/listFilterState'
import { toFaqCard } from '@/services/content/faq'

export const faqListMetadata: Metadata = {
  title: 'Beginner FAQ',
  description: 'Plain answers to the questions people ask before and after their first yoga class.',
  alternates: { canonical: '/faq' },
  openGraph: { title: 'Beginner FAQ', url: '/faq' },
}

/** The faq list with these filters applied on the server (the page, or a filtered link). */
export async function FaqListPage({ filters }: { filters: FaqState }) {
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
      {/* a search in the URL (a filtered link) needs the long answers at once; the list alone, the cards */}
      {filters.search ? (
        <FaqBrowser initialFaqs={faqs} initialFilters={filters} />
      ) : (
        <FaqBrowser initialCards={faqs.map(toFaqCard)} initialFilters={filters} />
      )}
    </>
  )
}
