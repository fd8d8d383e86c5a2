import { GraduationCap } from 'lucide-react'
import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'

/** The home page's way into the courses: Foundations (SPEC's /foundations) and /courses. */
export function HomeCourses() {
  return (
    <section aria-labelledby="courses" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
      <div className="grid gap-6 rounded-[var(--radius-card)] border border-sand-200 bg-sage-50 px-6 py-10 sm:px-10 md:grid-cols-[1fr_auto] md:items-center">
        <div className="flex gap-4">
          <GraduationCap aria-hidden className="mt-1 hidden size-8 shrink-0 text-sage-700 sm:block" />
          <div>
            <h2 id="courses" className="text-2xl font-semibold sm:text-3xl">
              Learn step by step
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">
              Short courses you can follow at home, at your own pace, with your progress saved and a certificate at the end. Start with
              Foundations, made for complete beginners.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/foundations" className={buttonClass()}>
            Start Foundations
          </Link>
          <Link href="/courses" className={buttonClass({ variant: 'secondary' })}>
            All courses
          </Link>
        </div>
      </div>
    </section>
  )
}
