import type { Metadata } from 'next'

import { GlossaryBrowser } from '@/components/glossary/GlossaryBrowser'
import { JsonLd } from '@/components/seo/JsonLd'
import { GlossaryIntro } from '@/components/ui/intros'
import { loadGlossaryTerms } from '@/web/pageData'
import { env } from '@/lib/env'
import type { GlossaryState } from '@/lib/listFilterState'
import { toGlossaryListItem } from '@/services/content/glossary'

export const glossaryListMetadata: Metadata = {
  title: 'Sanskrit glossary',
  description: 'Yoga’s Sanskrit vocabulary in plain words: Devanagari, transliteration, pronunciation and meaning.',
  alternates: { canonical: '/glossary' },
  openGraph: { title: 'Sanskrit glossary', url: '/glossary' },
}

/** The glossary list with these filters applied on the server (the page, or a filtered link). */
export async function GlossaryListPage({ filters }: { filters: GlossaryState }) {
  const terms = await loadGlossaryTerms()
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: 'Yoga Sanskrit glossary',
          url: `${env.serverUrl}/glossary`,
          hasDefinedTerm: terms.slice(0, 50).map((term) => ({
            '@type': 'DefinedTerm',
            name: term.term,
            alternateName: [term.sanskrit, term.transliteration].filter(Boolean),
            description: term.shortDef,
            url: `${env.serverUrl}/glossary/${term.slug}`,
          })),
        }}
      />
      <GlossaryIntro />
      <GlossaryBrowser initialTerms={terms.map(toGlossaryListItem)} initialFilters={filters} />
    </>
  )
}
