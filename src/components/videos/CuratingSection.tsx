'use client'

import { taskNote, useGenerationTasks } from '@/components/generation/GenerationProvider'
import { Spinner } from '@/components/ui/Spinner'

/**
 * The videos section of an item that has none yet: shown only while its curation is on its way
 * (planned for this visit, running, or slow), with SPEC's loading text. When curation is not set
 * up, has found nothing, or cannot run today, there is no section at all: an empty "Videos"
 * heading tells a visitor nothing.
 */
export function CuratingSection({ id, title, className }: { id: string; title: string; className?: string }) {
  const { state, planned, target } = useGenerationTasks()
  const current = state('videos')
  const waiting = current.phase === 'pending' || current.phase === 'slow' || (current.phase === 'idle' && planned('videos'))
  if (!waiting) return null
  const note = taskNote('videos', current.phase === 'idle' ? { phase: 'pending' } : current, target)
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p role="status" aria-live="polite" aria-busy={current.phase !== 'slow' || undefined} className="mt-4 inline-flex items-center gap-2 text-ink-muted">
        {current.phase !== 'slow' ? <Spinner className="text-sage-700" /> : null}
        {note}
      </p>
    </section>
  )
}
