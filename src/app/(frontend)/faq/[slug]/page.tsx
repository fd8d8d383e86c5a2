import { Lightbulb } from 'lucide-react'
import type { Metadata } from 'next'

import { AudioButton } from '@/components/generation/AudioButton'
import { GenerationProvider } from '@/components/generation/GenerationProvider'
import { BackLink } from '@/components/ui/BackLink'
import { Badge } from '@/components/ui/primitives'
import { VideosSection } from '@/components/videos/VideosSection'
import { loadFaq, loadFaqVideos } from '@/web/pageData'
import { faqPlan } from '@/services/ai/generationPlan'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { tagLabel } from '@/lib/tagLabel'

type Props = { params: Promise<{ slug: string }> }

/** Rendered on the first visit and cached (ISR) until its tag expires: none is built ahead. */
export const generateStaticParams = async (): Promise<never[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return metadataOrNotFound(loadFaq(slug), 'FAQ not found', (faq) => ({
    title: faq.question,
    description: faq.shortAnswer,
    alternates: { canonical: `/faq/${faq.slug}` },
    openGraph: { title: faq.question, description: faq.shortAnswer, url: `/faq/${faq.slug}`, type: 'article' },
  }))
}

export default async function FaqDetailPage({ params }: Props) {
  const { slug } = await params
  const faq = await orNotFound(loadFaq(slug))
  const videos = await loadFaqVideos(slug)
  const plan = await faqPlan(faq, videos)
  return (
    <GenerationProvider target={{ type: 'faq', id: faq.id, slug: faq.slug }} {...plan}>
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:px-6">
        <BackLink href="/faq">All questions</BackLink>
        <header className="mt-6 space-y-4">
          <h1 className="text-3xl font-semibold sm:text-4xl">{faq.question}</h1>
          <p className="text-xl text-ink/90">{faq.shortAnswer}</p>
          <AudioButton kind="narration" src={faq.narrationUrl} playLabel="Listen to this answer" pauseLabel="Pause narration" />
        </header>
        <div className="mt-8 space-y-4 text-lg leading-relaxed">
          {faq.longAnswer.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {faq.tips.length ? (
          <section aria-labelledby="tips" className="mt-10 rounded-[var(--radius-card)] bg-sage-50 p-6">
            <h2 id="tips" className="flex items-center gap-2 text-xl font-semibold">
              <Lightbulb aria-hidden className="size-5 text-sage-700" /> Tips
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {faq.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {faq.tags.length ? (
          <div className="mt-6 flex flex-wrap gap-1.5" aria-label="Topics">
            {faq.tags.map((tag) => (
              <Badge key={tag}>{tagLabel(tag)}</Badge>
            ))}
          </div>
        ) : null}
        <VideosSection className="mt-12" videos={videos} context={{ type: 'faq', slug: faq.slug, question: faq.question }} />
      </article>
    </GenerationProvider>
  )
}
