'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { taskSpec, type DoneResult, type GenerationTarget, type TaskKind } from '@/lib/generationTasks'
import { toast } from '@/components/toast/store'
import { Spinner } from '@/components/ui/Spinner'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'
import { cn } from '@/lib/cn'

export type TaskState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'done'; result: DoneResult }
  /**
   * the server cannot do it now: not configured, today's budget or YouTube quota spent (resumed
   * by the server tomorrow). To a visitor this looks exactly like a feature that is not set up:
   * the calm placeholder, no toast, no note; editors see the reason in the admin.
   */
  | { phase: 'unavailable' }
  /** still queued after the page stopped waiting: the output shows on a later visit */
  | { phase: 'slow' }
  | { phase: 'failed'; message: string }

type Answer = DoneResult | { status: 'queued' } | { status: 'deferred'; message?: string }

/**
 * Answers that mean "not now" rather than "broken": 429 (today's budget spent, or this
 * visitor's request limit) and 503 (not configured).
 */
const UNAVAILABLE_STATUSES = new Set([429, 503])

/** A call waits up to GENERATION_WAIT_SECONDS (20 s) on the server; 202 means ask again. */
const MAX_ROUNDS = 8
const ROUND_PAUSE_MS = 1500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Generation = {
  state: (kind: TaskKind) => TaskState
  run: (kind: TaskKind) => Promise<DoneResult | null>
  /** whether the server can do this kind (configured, and not found unavailable today) */
  available: (kind: TaskKind) => boolean
  /** whether this page asks for this kind by itself, on its first render in the browser */
  planned: (kind: TaskKind) => boolean
  target: GenerationTarget
}

const GenerationContext = createContext<Generation | null>(null)

export const useGenerationTasks = (): Generation => {
  const value = useContext(GenerationContext)
  if (!value) throw new Error('useGenerationTasks must be used within a GenerationProvider')
  return value
}

const IDLE: TaskState = { phase: 'idle' }

/**
 * A detail page's generation (an item missing its image, recording or videos asks for them on a
 * visit): fires the tasks the server listed in `auto` once, on the
 * first render in the browser; click-started tasks (`available`) run through `run`. Each call is
 * made again while the server answers 202 (still queued); a success shows SPEC's toast, refreshes
 * the related lists (react-query) and re-renders the page from the server with its new output.
 */
export function GenerationProvider({
  target,
  auto,
  available,
  children,
}: {
  target: GenerationTarget
  auto: TaskKind[]
  available: TaskKind[]
  children: ReactNode
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [states, setStates] = useState<Partial<Record<TaskKind, TaskState>>>({})
  const inflight = useRef(new Map<TaskKind, Promise<DoneResult | null>>())
  const fired = useRef(new Set<TaskKind>())
  const set = useCallback((kind: TaskKind, state: TaskState) => setStates((current) => ({ ...current, [kind]: state })), [])

  const run = useCallback(
    (kind: TaskKind): Promise<DoneResult | null> => {
      const running = inflight.current.get(kind)
      if (running) return running
      const spec = taskSpec(kind, target)
      if (!spec) return Promise.resolve(null)
      set(kind, { phase: 'pending' })
      const work = (async (): Promise<DoneResult | null> => {
        try {
          for (let round = 0; round < MAX_ROUNDS; round++) {
            const answer = (await (await apiRequest('POST', spec.url, spec.body)).json()) as Answer
            if (answer.status === 'done') {
              set(kind, { phase: 'done', result: answer })
              toast({ title: spec.successTitle, description: spec.successDescription(answer), variant: 'success' })
              await Promise.all(spec.invalidate.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
              router.refresh()
              return answer
            }
            if (answer.status === 'deferred') {
              set(kind, { phase: 'unavailable' })
              return null
            }
            await sleep(ROUND_PAUSE_MS)
          }
          set(kind, { phase: 'slow' })
          return null
        } catch (error) {
          if (error instanceof ApiError && UNAVAILABLE_STATUSES.has(error.status)) {
            set(kind, { phase: 'unavailable' })
            return null
          }
          const message = errorMessage(error, 'Please try again later.')
          set(kind, { phase: 'failed', message })
          toast({ title: spec.failureTitle, description: message, variant: 'destructive' })
          return null
        } finally {
          inflight.current.delete(kind)
        }
      })()
      inflight.current.set(kind, work)
      return work
    },
    [queryClient, router, set, target],
  )

  const autoKey = auto.join(',')
  useEffect(() => {
    for (const kind of autoKey ? (autoKey.split(',') as TaskKind[]) : []) {
      if (fired.current.has(kind)) continue
      fired.current.add(kind)
      void run(kind)
    }
  }, [autoKey, run])

  const availableKey = available.join(',')
  const value = useMemo<Generation>(
    () => ({
      state: (kind) => states[kind] ?? IDLE,
      run,
      available: (kind) => availableKey.split(',').includes(kind) && states[kind]?.phase !== 'unavailable',
      planned: (kind) => autoKey.split(',').includes(kind),
      target,
    }),
    [states, run, availableKey, autoKey, target],
  )
  return <GenerationContext.Provider value={value}>{children}</GenerationContext.Provider>
}

/** The calm text for a task that is running or slow; null when there is nothing to say. */
export const taskNote = (kind: TaskKind, state: TaskState, target: GenerationTarget): string | null => {
  if (state.phase === 'pending') return taskSpec(kind, target)?.loading ?? null
  if (state.phase === 'slow') return 'This is taking longer than usual; it will be here on your next visit.'
  return null
}

/**
 * Shows `children` (what the page has now), or the task's loading text while it runs,
 * in a polite live region so screen readers hear it start and end.
 */
export function Generating({ kind, children, overlay = false }: { kind: TaskKind; children: ReactNode; overlay?: boolean }) {
  const { state, target } = useGenerationTasks()
  const current = state(kind)
  const note = taskNote(kind, current, target)
  const pending = current.phase === 'pending'
  if (overlay) {
    return (
      <div className="relative" aria-busy={pending || undefined}>
        {children}
        <div role="status" aria-live="polite" className={cn('absolute inset-x-3 bottom-3', note ? '' : 'sr-only')}>
          {note ? (
            <span className="inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1.5 text-sm font-medium text-ink shadow-sm">
              {pending ? <Spinner className="text-sage-700" /> : null}
              {note}
            </span>
          ) : null}
        </div>
      </div>
    )
  }
  return (
    <span role="status" aria-live="polite" aria-busy={pending || undefined} className="block">
      {note ? (
        <span className="inline-flex items-center gap-2 text-ink-muted">
          {pending ? <Spinner className="text-sage-700" /> : null}
          {note}
        </span>
      ) : (
        children
      )}
    </span>
  )
}
