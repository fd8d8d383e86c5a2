import { BookOpen, Clock } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { Badge, Card, EmptyState, PageIntro } from '@/components/ui/primitives'
import { coursePurchasesOpen } from '@/services/courses/purchasesOpen'
import { loadCourses } from '@/web/pageData'

/** Cached (ISR), expired by the courses tag; whether paid courses are on sale is read when it renders (not at build). */

export const metadata: Metadata = {
  title: 'Courses',
  description: 'Short, free and low-cost yoga courses for beginners, with a certificate anyone can verify.',
  alternates: { canonical: '/courses' },
  openGraph: { title: 'Courses', url: '/courses' },
}

/** /courses: every published course. */
export default async function CoursesPage() {
  const courses = await loadCourses()
  const forSale = coursePurchasesOpen()
  // A paid course that cannot be bought here shows no price: only what is open.
  const badge = (course: (typeof courses)[number]) =>
    course.free ? 'Free' : forSale ? `$${course.priceUsd}, yours for life` : course.previewCount > 0 ? 'Free preview' : 'Not available yet'
  return (
    <>
      <PageIntro eyebrow="Learn step by step" title="Courses">
        Short courses you can follow at home, at your own pace. Start with Foundations: it is free.
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {courses.length === 0 ? (
          <EmptyState title="No courses yet">New courses are on their way. Meanwhile, the pose library and the FAQ are open to everyone.</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {courses.map((course) => (
              <li key={course.id}>
                <Card className="relative flex h-full flex-col p-6">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={course.free ? 'accent' : 'neutral'}>{badge(course)}</Badge>
                    <Badge tone="sage">{course.levelLabel}</Badge>
                  </div>
                  <h2 className="mt-4 text-2xl font-semibold">
                    <Link href={course.slug === 'foundations' ? '/foundations' : `/courses/${course.slug}`} className="after:absolute after:inset-0 hover:underline">
                      {course.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-ink-muted">{course.summary}</p>
                  <p className="mt-4 flex flex-wrap gap-4 text-sm text-ink-muted">
                    <span className="inline-flex items-center gap-1">
                      <BookOpen aria-hidden className="size-4" /> {course.lessonCount} lessons
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden className="size-4" /> about {course.minutes} minutes
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
