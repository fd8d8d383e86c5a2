import type { Metadata } from 'next'

import { AudioButton } from '@/components/generation/AudioButton'
import { GenerationProvider } from '@/components/generation/GenerationProvider'
import { JsonLd } from '@/components/seo/JsonLd'
import { BackLink } from '@/components/ui/BackLink'
import { PillLinks } from '@/components/ui/PillLinks'
import { WordPlaceholder } from '@/components/ui/Placeholder'
import { Badge } from '@/components/ui/primitives'
import { VideosSection } from '@/components/videos/VideosSection'
import { loadGlossaryTerm, loadGlossaryTerms, loadGlossaryTermVideos } from '@/web/pageData'
import { env } from '@/lib/env'
import { glossaryPlan } from '@/services/ai/generationPlan'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { tagLabel } from '@/lib/tagLabel'

type Props = { params: Promise<{ slug: string }> }

/** Rendered on the first visit and cached (ISR) until its tag expires: none is built ahead. */
export const generateStaticParams = async (): Promise<never[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return metadataOrNotFound(loadGlossaryTerm(slug), 'Term not found', (term) => {
    const title = `${term.term}${term.transliteration ? ` (${term.transliteration})` : ''}`
    return {
      title,
      description: term.shortDef,
      alternates: { canonical: `/glossary/${term.slug}` },
      openGraph: { title, description: term.shortDef, url: `/glossary/${term.slug}`, type: 'article' },
    }
  })
}

export default async function TermPage({ params }: Props) {
  const { slug } = await params
  const term = await orNotFound(loadGlossaryTerm(slug))
  const [videos, allTerms] = await Promise.all([loadGlossaryTermVideos(slug), loadGlossaryTerms()])
  const names = new Map(allTerms.map((t) => [t.slug, t.term]))
  const related = term.related.filter((s) => names.has(s))
  const plan = await glossaryPlan(term, videos)

  return (
    <GenerationProvider target={{ type: 'glossary', id: term.id, slug: term.slug }} {...plan}>
      <article className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'DefinedTerm',
            name: term.term,
            alternateName: [term.sanskrit, term.transliteration].filter(Boolean),
            description: term.shortDef,
            url: `${env.serverUrl}/glossary/${term.slug}`,
            inDefinedTermSet: `${env.serverUrl}/glossary`,
          }}
        />
        <BackLink href="/glossary">All terms</BackLink>
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_360px]">
          <div className="space-y-8">
            <header className="space-y-3">
              <h1 className="text-4xl font-semibold sm:text-5xl">{term.term}</h1>
              {term.sanskrit ? (
                <p lang="sa" className="devanagari text-3xl text-sage-700">
                  {term.sanskrit}
                </p>
              ) : null}
              <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-lg">
                {term.transliteration ? (
                  <span lang="sa-Latn" className="italic">
                    {term.transliteration}
                  </span>
                ) : null}
                {term.pronunciation ? (
                  <span className="text-ink-muted">
                    <span className="sr-only">Pronounced </span>
                    <span className="tracking-wide [font-variant-caps:all-small-caps]">{term.pronunciation}</span>
                  </span>
                ) : null}
              </p>
              <AudioButton kind="pronunciation" src={term.audioUrl} playLabel="Hear the pronunciation" pauseLabel="Pause pronunciation" />
            </header>

            <p className="text-xl">{term.shortDef}</p>
            {term.longDef ? <p className="text-lg leading-relaxed text-ink/90">{term.longDef}</p> : null}

            {term.literalMeaning ? (
              <section aria-labelledby="literal" className="rounded-[var(--radius-card)] bg-sand-100 p-5">
                <h2 id="literal" className="text-lg font-semibold">
                  Literal meaning
                </h2>
                <p className="mt-1 text-ink-muted">{term.literalMeaning}</p>
              </section>
            ) : null}

            {term.examples.length ? (
              <section aria-labelledby="examples">
                <h2 id="examples" className="text-2xl font-semibold">
                  In use
                </h2>
                <ul className="mt-3 space-y-2">
                  {term.examples.map((example) => (
                    <li key={example} className="border-l-4 border-sage-100 pl-4 text-ink/90 italic">
                      {example}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <VideosSection videos={videos} context={{ type: 'glossary', slug: term.slug, term: term.term }} />
          </div>

          <aside className="space-y-6">
            {term.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- an image from Media, fixed box; its alt text is the file's
              <img src={term.imageUrl} alt={term.imageAlt || `Illustration for ${term.term}`} width={720} height={540} className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover" />
            ) : (
              <WordPlaceholder word={term.sanskrit || term.term} lang={term.sanskrit ? 'sa' : undefined} />
            )}
            {term.tags.length ? (
              <div className="flex flex-wrap gap-1.5" aria-label="Tags">
                {term.tags.map((tag) => (
                  <Badge key={tag}>{tagLabel(tag)}</Badge>
                ))}
              </div>
            ) : null}
            <PillLinks id="related" title="Related terms" links={related.map((s) => ({ href: `/glossary/${s}`, label: names.get(s) ?? s }))} />
          </aside>
        </div>
      </article>
    </GenerationProvider>
  )
}
