'use client'

import { useQueryClient } from '@tanstack/react-query'
import { Clapperboard } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Spinner } from '@/components/ui/Spinner'
import { toast } from '@/components/toast/store'
import { buttonClass } from '@/components/ui/button'
import { apiRequest, errorMessage } from '@/lib/api'

type Status = 'success' | 'queued' | 'deferred' | 'failed' | 'idle'
type Result = { slug: string; status: Status; count: number }

const CURATE_ALL_URL = '/api/poses/curate-all-step-videos'
const POLL_MS = 1500
/** After the call answers, queued poses are followed for up to this long. */
const FOLLOW_MS = 5 * 60_000

const finished = (results: Result[]) => results.filter((result) => result.status !== 'queued' && result.status !== 'idle').length
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const summary = (results: Result[]): string => {
  const succeeded = results.filter((result) => result.status === 'success').length
  const parts = [`${succeeded} of ${results.length} poses have their step videos.`]
  const deferred = results.filter((result) => result.status === 'deferred').length
  const failed = results.filter((result) => result.status === 'failed').length
  const queued = results.filter((result) => result.status === 'queued').length
  if (deferred) parts.push(`${deferred} will follow later.`)
  if (queued) parts.push(`${queued} are still being curated.`)
  if (failed) parts.push(`${failed} could not be curated this time.`)
  return parts.join(' ')
}

/**
 * /poses: 'Curate All Step Videos' with its progress, n of 34. The call queues every
 * pose's step-video curation and answers within about 20 s; meanwhile, and after it for the poses
 * still queued, the page reads where each pose stands (GET, which queues nothing).
 *
 * Rendered only where video curation is set up (PosesListPage); the cached page cannot know
 * today's YouTube quota, so the control asks GET /api/features and goes away when curation cannot
 * run today: to a visitor a spent quota looks like curation not set up (editors see why in the admin).
 */
export function CurateAllStepVideos({ total }: { total: number }) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [runsToday, setRunsToday] = useState(true)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    void fetch('/api/features', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ features?: { videos?: boolean } }>) : null))
      .then((body) => {
        if (alive.current && body?.features?.videos === false) setRunsToday(false)
      })
      .catch(() => undefined)
    return () => {
      alive.current = false
    }
  }, [])

  const read = async (): Promise<Result[]> => ((await (await apiRequest('GET', CURATE_ALL_URL)).json()) as { results: Result[] }).results

  const start = async () => {
    setProgress({ done: 0, total })
    let answered = false
    const call = apiRequest('POST', CURATE_ALL_URL)
      .then(async (response) => ((await response.json()) as { results: Result[] }).results)
      .finally(() => {
        answered = true
      })
    // progress while the call runs (a failed read only skips one update)
    const follow = (async () => {
      while (!answered && alive.current) {
        await sleep(POLL_MS)
        const results = await read().catch(() => null)
        if (results && !answered && alive.current) setProgress({ done: finished(results), total: results.length })
      }
    })()
    try {
      let results = await call
      await follow
      const until = Date.now() + FOLLOW_MS
      while (alive.current && results.some((result) => result.status === 'queued') && Date.now() < until) {
        setProgress({ done: finished(results), total: results.length })
        await sleep(POLL_MS)
        results = await read().catch(() => results)
      }
      if (!alive.current) return
      toast({ title: 'Step videos curated', description: summary(results), variant: 'success' })
      await Promise.all(['/api/poses', '/api/videos', '/api/search'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
    } catch (error) {
      await follow
      if (alive.current) toast({ title: 'Curation failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' })
    } finally {
      if (alive.current) setProgress(null)
    }
  }

  const running = progress !== null
  if (!runsToday && !running) return null
  return (
    <section aria-labelledby="curate-all" className="mx-auto mb-6 max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="curate-all" className="flex items-center gap-2 font-semibold">
            <Clapperboard aria-hidden className="size-5 text-sage-700" /> Step videos
          </h2>
          <p id="curate-all-note" className="text-sm text-ink-muted">
            Find a short video for each step of every pose that has none yet.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={running}
            aria-describedby="curate-all-note"
            onClick={() => void start()}
          >
            {running ? <Spinner /> : null}
            Curate All Step Videos
          </button>
          <div role="status" aria-live="polite" className="text-sm text-ink-muted">
            {running ? (
              <span className="flex items-center gap-2">
                <span
                  role="progressbar"
                  aria-label="Step-video curation"
                  aria-valuemin={0}
                  aria-valuemax={progress.total}
                  aria-valuenow={progress.done}
                  className="block h-2 w-32 overflow-hidden rounded-full bg-sand-100"
                >
                  <span className="block h-full bg-sage-700 transition-[width]" style={{ width: `${progress.total ? (100 * progress.done) / progress.total : 0}%` }} />
                </span>
                {progress.done} of {progress.total}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
