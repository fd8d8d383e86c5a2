import { Clock, ShieldAlert } from 'lucide-react'
import type { Metadata } from 'next'

import { AudioButton } from '@/components/generation/AudioButton'
import { Generating, GenerationProvider } from '@/components/generation/GenerationProvider'
import { CategoryIcon } from '@/components/poses/CategoryIcon'
import { JsonLd } from '@/components/seo/JsonLd'
import { BackLink } from '@/components/ui/BackLink'
import { PillLinks } from '@/components/ui/PillLinks'
import { Badge } from '@/components/ui/primitives'
import { ContextVideos } from '@/components/videos/ContextVideos'
import { VideosSection } from '@/components/videos/VideosSection'
import { loadPose, loadPoses, loadPoseVideos } from '@/web/pageData'
import { env } from '@/lib/env'
import { periodInWords } from '@/lib/format'
import { posePlan } from '@/services/ai/generationPlan'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { DIFFICULTY_OPTIONS, labelOf, POSE_CATEGORY_OPTIONS } from '@/lib/options'

type Props = { params: Promise<{ slug: string }> }

/** Rendered on the first visit and cached (ISR) until its tag expires: none is built ahead. */
export const generateStaticParams = async (): Promise<never[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  return metadataOrNotFound(loadPose(slug), 'Pose not found', (pose) => {
    const title = `${pose.englishName}${pose.sanskritName ? ` (${pose.sanskritName})` : ''}`
    const description = `How to practise ${pose.englishName} step by step: ${pose.benefits.slice(0, 2).join('; ')}.`
    return {
      title,
      description,
      alternates: { canonical: `/poses/${pose.slug}` },
      openGraph: { title, description, url: `/poses/${pose.slug}`, type: 'article' },
    }
  })
}

/** The structured data's total time: one minute per step when a step gives no duration of its own. */
const STEP_MINUTES = 1

export default async function PosePage({ params }: Props) {
  const { slug } = await params
  const pose = await orNotFound(loadPose(slug))
  const [videos, allPoses] = await Promise.all([loadPoseVideos(slug), loadPoses()])
  const names = new Map(allPoses.map((p) => [p.slug, p.englishName]))
  const stepVideos = (step: number) => videos.filter((video) => video.stepNumber === step)
  const demonstrations = videos.filter((video) => !video.stepNumber)
  const context = { type: 'poses' as const, slug: pose.slug, term: pose.englishName }
  const links = (slugs: string[]) =>
    slugs.filter((s) => names.has(s)).map((s) => ({ href: `/poses/${s}`, label: names.get(s) ?? s }))
  const plan = await posePlan(pose, videos)

  return (
    <GenerationProvider target={{ type: 'pose', id: pose.id, slug: pose.slug }} {...plan}>
      <article className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'HowTo',
            name: `How to practise ${pose.englishName}`,
            description: pose.benefits.join('. '),
            url: `${env.serverUrl}/poses/${pose.slug}`,
            totalTime: `PT${pose.instructions.length * STEP_MINUTES}M`,
            step: pose.instructions.map((text, index) => ({
              '@type': 'HowToStep',
              position: index + 1,
              name: `Step ${index + 1}`,
              text,
            })),
          }}
        />
        <BackLink href="/poses">All poses</BackLink>
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_340px]">
          <div className="space-y-8">
            <header className="space-y-3">
              <h1 className="text-4xl font-semibold sm:text-5xl">{pose.englishName}</h1>
              <p className="text-xl">
                <span lang="sa-Latn" className="italic">
                  {pose.sanskritName}
                </span>
                {pose.transliteration && pose.transliteration !== pose.sanskritName ? (
                  <span className="ml-3 text-base text-ink-muted">{pose.transliteration}</span>
                ) : null}
              </p>
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone="sage">{labelOf(POSE_CATEGORY_OPTIONS, pose.category)}</Badge>
                <Badge>{labelOf(DIFFICULTY_OPTIONS, pose.difficulty)}</Badge>
                <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
                  <Clock aria-hidden className="size-4" /> Hold for {periodInWords(pose.duration)}
                </span>
              </p>
              {pose.sanskritName ? <AudioButton kind="pronunciation" src={pose.audioUrl} playLabel="Hear the Sanskrit name" pauseLabel="Pause pronunciation" /> : null}
            </header>

            {pose.contraindications.length ? (
              <section aria-labelledby="care" className="rounded-[var(--radius-card)] border border-terracotta-600/30 bg-terracotta-50 p-5">
                <h2 id="care" className="flex items-center gap-2 text-xl font-semibold text-terracotta-700">
                  <ShieldAlert aria-hidden className="size-5" /> Take care
                </h2>
                <ul className="mt-2 list-disc space-y-1.5 pl-5">
                  {pose.contraindications.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="steps">
              <h2 id="steps" className="text-2xl font-semibold">
                Step by step
              </h2>
              <div className="mt-2 text-sm">
                <Generating kind="step-videos">{null}</Generating>
              </div>
              <ol className="mt-4 space-y-6">
                {pose.instructions.map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sage-700 font-semibold text-white">
                      {index + 1}
                    </span>
                    <div className="flex-1 space-y-3 pt-1">
                      <p className="text-lg">{step}</p>
                      {stepVideos(index + 1).length ? (
                        <div className="max-w-xs sm:max-w-none">
                        <ContextVideos videos={stepVideos(index + 1)} context={context} emptyText="" />
                      </div>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            {pose.tips.length ? (
              <section aria-labelledby="tips" className="rounded-[var(--radius-card)] bg-sage-50 p-5">
                <h2 id="tips" className="text-xl font-semibold">
                  Tips
                </h2>
                <ul className="mt-2 list-disc space-y-1.5 pl-5">
                  {pose.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <VideosSection id="demos" title="Demonstration videos" videos={demonstrations} context={context} />
          </div>

          <aside className="space-y-6">
            {pose.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- an image from Media, fixed box; its alt text is the file's
              <img src={pose.imageUrl} alt={pose.imageAlt || `${pose.englishName} demonstrated`} width={720} height={540} className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover" />
            ) : (
              <Generating kind="image" overlay>
                <div role="img" aria-label={`${labelOf(POSE_CATEGORY_OPTIONS, pose.category)} pose illustration placeholder`} className="flex aspect-[4/3] items-center justify-center rounded-[var(--radius-card)] bg-gradient-to-br from-sage-50 to-sand-100">
                  <CategoryIcon category={pose.category} className="size-24 text-sage-700/70" />
                </div>
              </Generating>
            )}
            <section aria-labelledby="benefits">
              <h2 id="benefits" className="text-lg font-semibold">
                Benefits
              </h2>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink/90">
                {pose.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
            <PillLinks id="prep" title="Prepare with" links={links(pose.preparatoryPoses)} />
            <PillLinks id="follow" title="Follow with" links={links(pose.followUpPoses)} />
          </aside>
        </div>
      </article>
    </GenerationProvider>
  )
}
