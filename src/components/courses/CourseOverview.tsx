import { Award, CheckCircle2, Clock, Lock, PlayCircle } from 'lucide-react'
import Link from 'next/link'

import { BuyCourse } from '@/components/courses/BuyCourse'
import { EnrollButton } from '@/components/courses/CourseActions'
import { ProgressBar } from '@/components/courses/ProgressBar'
import { buttonClass } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/primitives'
import { formatCourseDate } from '@/lib/courseFormat'
import type { ReturnState } from '@/services/courses/coursePurchases'
import type { CourseOverview as Overview } from '@/services/courses/courseViews'

type Props = {
  overview: Overview
  signedIn: boolean
  publishableKey: string | null
  /** paid courses can be bought on this server (Stripe set up): otherwise no price, no buy button */
  forSale: boolean
  /** where this page lives (/foundations or /courses/{slug}): the address sign-in returns to */
  path: string
  /** the course page after Stripe sent the buyer back */
  purchase?: ReturnState | null
  /** the signed-in member has a confirmed e-mail address (course receipts go there) */
  hasEmail?: boolean
}

const RETURN_TEXT: Record<ReturnState, { title: string; text: string; tone: 'success' | 'warning' | 'danger' }> = {
  granted: { title: 'Thank you: the course is yours', text: 'Every lesson is open now, for life.', tone: 'success' },
  processing: {
    title: 'Your payment is on its way',
    text: 'Stripe is still confirming it. The lessons open as soon as it arrives; reload this page in a minute.',
    tone: 'warning',
  },
  failed: { title: 'The payment did not go through', text: 'Nothing was charged. You can try again below.', tone: 'danger' },
  unknown: { title: 'We could not check that payment', text: 'If you were charged, the course opens within a few minutes. Reload this page, or contact us.', tone: 'warning' },
}

const toneClass = { success: 'border-success/30 bg-sage-50', warning: 'border-warning/30 bg-sand-100', danger: 'border-danger/30 bg-terracotta-50' }

/** The course page: overview, the lessons (open, done or locked) and the next step for this reader. */
export function CourseOverview({ overview, signedIn, publishableKey, forSale, path, purchase, hasEmail = false }: Props) {
  const { course, lessons, enrollment, progress, nextLesson, certificate } = overview
  const enrolled = enrollment !== null
  const returnTo = encodeURIComponent(path)
  const lessonHref = (slug: string) => `/courses/${course.slug}/${slug}`
  const paragraphs = course.description.split(/\n\s*\n/).filter(Boolean)
  const firstOpen = lessons.find((lesson) => !lesson.locked)
  const openCount = lessons.filter((lesson) => !lesson.locked).length
  const openText = `The first ${openCount === 1 ? 'lesson is' : `${openCount} lessons are`} open to everyone.`
  /** A paid course this site cannot sell: only its preview lessons are offered, with no price. */
  const notForSale = !course.free && !forSale && !enrolled

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      {/* On phones the next step (enrol, buy, continue) comes right after the header, before the lessons. */}
      <div className="grid gap-8 lg:grid-cols-[1fr_360px] lg:gap-x-10">
        <header className="space-y-4 lg:col-start-1">
            <p className="text-sm font-semibold tracking-wide text-sage-700 uppercase">Course</p>
            <h1 className="text-4xl font-semibold sm:text-5xl">{course.title}</h1>
            <p className="flex flex-wrap items-center gap-2">
              {course.free || forSale ? <Badge tone={course.free ? 'accent' : 'neutral'}>{course.free ? 'Free' : `$${course.priceUsd}`}</Badge> : null}
              <Badge tone="sage">{course.levelLabel}</Badge>
              <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
                <Clock aria-hidden className="size-4" /> {course.lessonCount} lessons · about {course.minutes} minutes
              </span>
            </p>
            <p className="max-w-2xl text-xl text-ink-muted">{course.summary}</p>
        </header>

        <div className="space-y-8 lg:col-start-1">

          {purchase ? (
            <div role="status" className={`rounded-[var(--radius-card)] border p-5 ${toneClass[RETURN_TEXT[purchase].tone]}`}>
              <p className="font-serif text-xl">{RETURN_TEXT[purchase].title}</p>
              <p className="mt-1 text-ink-muted">{RETURN_TEXT[purchase].text}</p>
            </div>
          ) : null}

          <section aria-labelledby="about" className="max-w-2xl space-y-4 text-lg">
            <h2 id="about" className="sr-only">
              About this course
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="lessons">
            <h2 id="lessons" className="text-2xl font-semibold">
              Lessons
            </h2>
            <ol className="mt-4 space-y-3">
              {lessons.map((lesson) => (
                <li key={lesson.id}>
                  <Card className={lesson.locked ? 'bg-sand-50 shadow-none' : ''}>
                    <div className="flex gap-4 p-4 sm:p-5">
                      <span
                        aria-hidden
                        className={`flex size-9 shrink-0 items-center justify-center rounded-full font-semibold ${
                          lesson.completed ? 'bg-success text-white' : lesson.locked ? 'bg-sand-200 text-ink-muted' : 'bg-sage-700 text-white'
                        }`}
                      >
                        {lesson.completed ? <CheckCircle2 className="size-5" /> : lesson.locked ? <Lock className="size-4" /> : lesson.order}
                      </span>
                      <div className="min-w-0 flex-1">
                        <h3 className="font-sans text-lg font-semibold">
                          {lesson.locked ? (
                            <span>
                              {lesson.order}. {lesson.title}
                            </span>
                          ) : (
                            <Link href={lessonHref(lesson.slug)} className="hover:underline">
                              {lesson.order}. {lesson.title}
                            </Link>
                          )}
                        </h3>
                        <p className="mt-1 text-ink-muted">{lesson.summary}</p>
                        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                          <span>{lesson.minutes} min</span>
                          {lesson.isPreview && !enrolled ? <Badge tone="sage">Free preview</Badge> : null}
                          {lesson.completed ? <span className="font-medium text-success">Done</span> : null}
                          {lesson.locked ? <span>{course.free ? 'Open with a free account' : forSale ? 'Opens when you buy the course' : 'Not available yet'}</span> : null}
                        </p>
                      </div>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside aria-label="Your progress" className="row-start-2 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card className="space-y-5 p-6">
            {enrolled ? (
              <>
                <div className="space-y-2">
                  <p className="font-serif text-2xl">
                    {progress.done} of {progress.total} lessons done
                  </p>
                  <ProgressBar done={progress.done} total={progress.total} />
                </div>
                {nextLesson ? (
                  <Link href={lessonHref(nextLesson.slug)} className={buttonClass({ size: 'lg' }, 'w-full')}>
                    <PlayCircle aria-hidden className="size-5" />
                    {progress.done === 0 ? 'Start the first lesson' : 'Continue where you left off'}
                  </Link>
                ) : null}
                {nextLesson ? <p className="text-sm text-ink-muted">Next: {nextLesson.title}</p> : null}
                {certificate ? (
                  <div className="rounded-2xl bg-sage-50 p-4">
                    <p className="flex items-center gap-2 font-semibold">
                      <Award aria-hidden className="size-5 text-sage-700" /> Course complete
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">
                      Certificate issued {formatCourseDate(certificate.issuedAt)}
                      {certificate.revoked ? '; it has since been revoked.' : '.'}
                    </p>
                    <Link href={`/certificates/${certificate.verifyId}`} className={buttonClass({ variant: 'secondary' }, 'mt-3 w-full')}>
                      View your certificate
                    </Link>
                  </div>
                ) : (
                  <p className="text-sm text-ink-muted">Finish every lesson to receive a certificate anyone can verify.</p>
                )}
                {!course.free ? <p className="text-sm text-ink-muted">Yours for life.</p> : null}
              </>
            ) : notForSale ? (
              <>
                <p className="font-serif text-2xl">{firstOpen ? 'Start with the free preview' : 'Not available yet'}</p>
                <p className="text-ink-muted">
                  {firstOpen ? `${openText} The rest of this course is not available yet.` : 'This course is not available yet. Please check back later.'}
                </p>
                {firstOpen ? (
                  <Link href={lessonHref(firstOpen.slug)} className={buttonClass({ size: 'lg' }, 'w-full')}>
                    Read the first lesson
                  </Link>
                ) : null}
              </>
            ) : signedIn ? (
              course.free ? (
                <>
                  <p className="font-serif text-2xl">Free for everyone</p>
                  <p className="text-ink-muted">Enrol to open every lesson and keep your progress.</p>
                  <EnrollButton slug={course.slug} lesson={lessons[0]?.slug ?? null} />
                </>
              ) : (
                <>
                  <p className="font-serif text-2xl">${course.priceUsd}, once</p>
                  <p className="text-ink-muted">One payment opens every lesson, for life. It also helps keep the rest of Yoga Commons free.</p>
                  <BuyCourse slug={course.slug} priceUsd={course.priceUsd} publishableKey={publishableKey} />
                  {hasEmail ? (
                    <p className="text-sm text-ink-muted">Your receipt goes to the e-mail address confirmed on your account.</p>
                  ) : (
                    <p className="text-sm text-ink-muted">
                      Want a receipt by e-mail?{' '}
                      <Link href="/account#account-email-section" className="font-medium text-sage-700 underline underline-offset-2">
                        Add an e-mail address in your account
                      </Link>{' '}
                      before you buy.
                    </p>
                  )}
                </>
              )
            ) : (
              <>
                <p className="font-serif text-2xl">{course.free ? 'Enjoying the preview?' : 'Create an account to buy this course'}</p>
                <p className="text-ink-muted">
                  {firstOpen ? `${openText} ` : ''}
                  {course.free ? 'An account opens the rest, saves your progress and earns you a certificate.' : `Buy it once for $${course.priceUsd} and it is yours for life.`}
                </p>
                <Link href={`/register?returnTo=${returnTo}`} className={buttonClass({ size: 'lg' }, 'w-full')}>
                  {course.free ? 'Create a free account to continue' : 'Create an account'}
                </Link>
                <p className="text-center text-sm text-ink-muted">
                  Already have an account?{' '}
                  <Link href={`/login?returnTo=${returnTo}`} className="font-medium text-sage-700 underline">
                    Log in
                  </Link>
                </p>
                {firstOpen ? (
                  <Link href={lessonHref(firstOpen.slug)} className={buttonClass({ variant: 'secondary' }, 'w-full')}>
                    Read the first lesson
                  </Link>
                ) : null}
              </>
            )}
          </Card>
        </aside>
      </div>
    </div>
  )
}
