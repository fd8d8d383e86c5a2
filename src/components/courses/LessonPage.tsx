import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { ArrowLeft, ArrowRight, BookOpen, Clock, HelpCircle, Lock, PersonStanding } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'

import { EnrollButton, MarkCompleteButton } from '@/components/courses/CourseActions'
import { ProgressBar } from '@/components/courses/ProgressBar'
import { BackLink } from '@/components/ui/BackLink'
import { buttonClass } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/primitives'
import { coursePurchasesOpen } from '@/services/courses/purchasesOpen'
import { getPayloadClient } from '@/services/platform/payload'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { safeHref } from '@/lib/safeUrl'
import { previewing } from '@/web/preview'
import { viewer } from '@/web/viewer'
import { getLessonView, type LessonView, type LinkedItem } from '@/services/courses/courseViews'
import type { User } from '@/payload-types'
import { loadLessonForVisitor } from '@/web/pageData'

type LinkConverter = (args: { node: { fields: { url?: string; linkType?: string } } } & Record<string, unknown>) => ReactNode
/** A link in a lesson that is not http(s), mailto or a site path renders as '#', whatever was saved. */
const safeLink =
  (convert: unknown): LinkConverter =>
  (args) =>
    (convert as LinkConverter)({
      ...args,
      node: { ...args.node, fields: { ...args.node.fields, url: safeHref(args.node.fields.url, { allowSitePath: true }) ?? '#' } },
    })
const safeLinkConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: safeLink(defaultConverters.link) as never,
  autolink: safeLink(defaultConverters.autolink) as never,
})

const coursePath = (slug: string) => (slug === 'foundations' ? '/foundations' : `/courses/${slug}`)

export async function lessonMetadata(slug: string, lesson: string): Promise<Metadata> {
  return metadataOrNotFound(loadLessonForVisitor(slug, lesson), 'Lesson not found', (view) => ({
    title: `${view.lesson.title} · ${view.course.title}`,
    description: view.lesson.summary,
    alternates: { canonical: `/courses/${slug}/${lesson}` },
  }))
}

function LinkList({ id, title, icon, items }: { id: string; title: string; icon: React.ReactNode; items: LinkedItem[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 font-sans text-base font-semibold">
        {icon} {title}
      </h2>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="text-sage-700 underline-offset-2 hover:underline">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The lesson for this reader: a member's own (read per request) or a visitor's (cached). */
const lessonFor = async (slug: string, lessonSlug: string, member: boolean): Promise<{ user: User | null; view: LessonView }> => {
  if (!member) return { user: null, view: await orNotFound(loadLessonForVisitor(slug, lessonSlug)) }
  const [user, latest] = await Promise.all([viewer(), previewing()])
  return { user, view: await orNotFound(getLessonView(await getPayloadClient(), slug, lessonSlug, user, { latest })) }
}

/**
 * /courses/{slug}/{lesson}: the lesson (or a calm locked state), linked content, Mark complete,
 * previous and next. `member`: a request with a session cookie (src/app/(frontend)/signed-in,
 * never cached); otherwise the visitor's page, cached, with only a free preview's body.
 */
export async function LessonPage({ slug, lessonSlug, member }: { slug: string; lessonSlug: string; member: boolean }) {
  const { user, view } = await lessonFor(slug, lessonSlug, member)
  const { course, lesson, links, previous, next, enrollment, progress, certificate } = view
  const lessonHref = (target: string) => `/courses/${course.slug}/${target}`
  const returnTo = encodeURIComponent(lessonHref(lesson.slug))
  const isLast = next === null
  // A paid course this site cannot sell (Stripe not set up): its locked lessons are simply not offered.
  const notForSale = !course.free && !coursePurchasesOpen()

  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6">
      <BackLink href={coursePath(course.slug)}>{course.title}</BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0 space-y-8">
          <header className="space-y-3">
            <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">
              Lesson {lesson.order} of {course.lessonCount}
            </p>
            <h1 className="text-3xl font-semibold sm:text-4xl">{lesson.title}</h1>
            <p className="flex flex-wrap items-center gap-3 text-ink-muted">
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-4" /> {lesson.minutes} minutes
              </span>
              {lesson.isPreview && !enrollment ? <Badge tone="sage">Free preview</Badge> : null}
            </p>
          </header>

          {lesson.body ? (
            <div className="lesson-body max-w-2xl">
              <RichText data={lesson.body as ComponentProps<typeof RichText>['data']} converters={safeLinkConverters} disableContainer />
            </div>
          ) : (
            <section aria-labelledby="locked" className="max-w-2xl rounded-[var(--radius-card)] border border-sand-300 bg-sand-100 p-6 sm:p-8">
              <Lock aria-hidden className="size-8 text-sage-700" />
              <h2 id="locked" className="mt-3 text-2xl font-semibold">
                {notForSale ? 'This lesson is not available yet' : 'This lesson opens when you join the course'}
              </h2>
              <p className="mt-2 text-lg text-ink-muted">{lesson.summary}</p>
              <p className="mt-3 text-ink-muted">
                {notForSale
                  ? course.previewCount > 0
                    ? `The free preview lessons of ${course.title} are open to everyone.`
                    : `${course.title} is not available yet. Please check back later.`
                  : course.free
                    ? user
                      ? `${course.title} is free. Enrol and every lesson opens, with your progress saved.`
                      : `${course.title} is free. Create an account, or log in, and every lesson opens, with your progress saved.`
                    : `Buy ${course.title} once for $${course.priceUsd} and every lesson is yours for life.`}
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                {notForSale ? (
                  <Link href={coursePath(course.slug)} className={buttonClass({ variant: 'secondary' })}>
                    Back to the course
                  </Link>
                ) : user ? (
                  course.free ? (
                    // Enrols here and opens this very lesson: the member stays where they were.
                    <EnrollButton slug={course.slug} lesson={lesson.slug} />
                  ) : (
                    <Link href={coursePath(course.slug)} className={buttonClass()}>
                      {`Buy for $${course.priceUsd}, yours for life`}
                    </Link>
                  )
                ) : (
                  <>
                    <Link href={`/register?returnTo=${returnTo}`} className={buttonClass()}>
                      {course.free ? 'Create a free account to continue' : 'Create an account'}
                    </Link>
                    <Link href={`/login?returnTo=${returnTo}`} className={buttonClass({ variant: 'secondary' })}>
                      Log in
                    </Link>
                  </>
                )}
              </div>
            </section>
          )}

          {enrollment ? (
            <div className="max-w-2xl rounded-[var(--radius-card)] bg-sage-50 p-5">
              <MarkCompleteButton lessonId={lesson.id} completed={lesson.completed} nextHref={next ? lessonHref(next.slug) : null} />
              {isLast && certificate ? (
                <p className="mt-4">
                  You finished the course.{' '}
                  <Link href={`/certificates/${certificate.verifyId}`} className="font-medium text-sage-700 underline">
                    View your certificate
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}

          <nav aria-label="Lessons" className="flex max-w-2xl flex-wrap justify-between gap-3 border-t border-sand-200 pt-6">
            {previous ? (
              <Link href={lessonHref(previous.slug)} className={buttonClass({ variant: 'ghost' }, 'max-w-full')}>
                <ArrowLeft aria-hidden className="size-4 shrink-0" />
                <span className="truncate">Previous: {previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link href={lessonHref(next.slug)} className={buttonClass({ variant: 'secondary' }, 'max-w-full')}>
                <span className="truncate">Next: {next.title}</span>
                <ArrowRight aria-hidden className="size-4 shrink-0" />
              </Link>
            ) : null}
          </nav>
        </div>

        <aside className="space-y-6">
          {enrollment ? (
            <Card className="space-y-2 p-5">
              <p className="font-semibold">
                {progress.done} of {progress.total} lessons done
              </p>
              <ProgressBar done={progress.done} total={progress.total} />
            </Card>
          ) : null}
          {links.poses.length || links.glossaryTerms.length || links.faqs.length ? (
            <Card className="space-y-5 p-5">
              <LinkList id="linked-poses" title="Poses in this lesson" icon={<PersonStanding aria-hidden className="size-4 text-sage-700" />} items={links.poses} />
              <LinkList id="linked-terms" title="Words to know" icon={<BookOpen aria-hidden className="size-4 text-sage-700" />} items={links.glossaryTerms} />
              <LinkList id="linked-faqs" title="Questions beginners ask" icon={<HelpCircle aria-hidden className="size-4 text-sage-700" />} items={links.faqs} />
            </Card>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
