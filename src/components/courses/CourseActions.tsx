'use client'

import { useMutation } from '@tanstack/react-query'
import { CheckCircle2, Loader2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { apiRequest, errorMessage } from '@/lib/api'

/**
 * 'Enrol for free': one click, then the member goes to `lesson` (the first one on the course page,
 * the lesson they came from on a locked lesson, which then opens where they are), or the page
 * renders again from the server with the member's progress.
 */
export function EnrollButton({ slug, lesson }: { slug: string; lesson: string | null }) {
  const router = useRouter()
  const enroll = useMutation({
    mutationFn: () => apiRequest('POST', `/api/courses/${slug}/enroll`),
    onSuccess: () => {
      toast({ title: 'You are enrolled', description: 'Your progress is saved as you go.', variant: 'success' })
      const target = lesson ? `/courses/${slug}/${lesson}` : null
      if (target && target !== window.location.pathname) router.push(target)
      else router.refresh()
    },
    onError: (error) => toast({ title: 'Could not enrol', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  })
  return (
    <button type="button" className={buttonClass({ size: 'lg' })} disabled={enroll.isPending} onClick={() => enroll.mutate()}>
      {enroll.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {enroll.isPending ? 'Enrolling...' : 'Enrol for free'}
    </button>
  )
}

type CompleteAnswer = { progress: { done: number; total: number }; certificate: { verifyId: string } | null }

/** 'Mark complete' on a lesson; the last one brings the certificate at once. */
export function MarkCompleteButton({
  lessonId,
  completed,
  nextHref,
}: {
  lessonId: number
  completed: boolean
  nextHref: string | null
}) {
  const router = useRouter()
  const done = useRef<HTMLParagraphElement>(null)
  const complete = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `/api/lessons/${lessonId}/complete`)).json()) as CompleteAnswer,
    onSuccess: (answer) => {
      const { done, total } = answer.progress
      if (done >= total && answer.certificate) {
        toast({ title: 'Course complete!', description: 'Your certificate is ready.', variant: 'success' })
      } else {
        toast({ title: 'Lesson complete', description: `${done} of ${total} lessons done.`, variant: 'success' })
      }
      router.refresh()
    },
    onError: (error) => toast({ title: 'Could not save your progress', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  })
  // The button the member pressed is gone: focus moves to what replaced it, so a keyboard or screen
  // reader user hears "Lesson complete" and the next Tab reaches "Next lesson".
  useEffect(() => {
    if (complete.isSuccess) done.current?.focus()
  }, [complete.isSuccess])
  if (completed || complete.isSuccess) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p ref={done} tabIndex={-1} role="status" className="inline-flex items-center gap-2 rounded-lg font-medium text-success">
          <CheckCircle2 aria-hidden className="size-5" /> Lesson complete
        </p>
        {nextHref ? (
          <Link href={nextHref} className={buttonClass({ variant: 'secondary' })}>
            Next lesson
          </Link>
        ) : null}
      </div>
    )
  }
  return (
    <button type="button" className={buttonClass({ size: 'lg' })} disabled={complete.isPending} onClick={() => complete.mutate()}>
      {complete.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <CheckCircle2 aria-hidden className="size-5" />}
      {complete.isPending ? 'Saving...' : 'Mark complete'}
    </button>
  )
}
