'use client'

import { Pause, Volume2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { taskNote, useGenerationTasks } from '@/components/generation/GenerationProvider'
import { Spinner } from '@/components/ui/Spinner'
import type { DoneResult, TaskKind } from '@/lib/generationTasks'
import { buttonClass } from '@/components/ui/button'

const urlOf = (kind: TaskKind, result: DoneResult | null) => (kind === 'narration' ? result?.narrationUrl : result?.audioUrl)

/**
 * One button that plays and pauses a recording (it resets when the audio ends or
 * pauses). With no recording yet and the server able to make one, the same button asks for it
 * (the task's loading text while it runs, SPEC's toasts) and plays it when it arrives. With
 * neither, nothing shows.
 */
export function AudioButton({
  src,
  kind,
  playLabel,
  pauseLabel,
}: {
  src?: string | null
  kind: Extract<TaskKind, 'pronunciation' | 'narration'>
  playLabel: string
  pauseLabel: string
}) {
  const tasks = useGenerationTasks()
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [generated, setGenerated] = useState<string | null>(null)
  const [playWhenReady, setPlayWhenReady] = useState(false)
  const url = src || generated
  const state = tasks.state(kind)
  const note = taskNote(kind, state, tasks.target)

  const play = () => {
    const element = audio.current
    if (!element) return
    void element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }

  // a recording that just arrived after the visitor asked for it plays at once
  useEffect(() => {
    if (playWhenReady && url && audio.current) {
      setPlayWhenReady(false)
      play()
    }
  }, [playWhenReady, url])

  if (!url && !tasks.available(kind) && state.phase !== 'pending') return null

  if (state.phase === 'pending' || (!url && note)) {
    return (
      <p role="status" aria-live="polite" className="inline-flex h-9 items-center gap-2 text-sm font-medium text-ink-muted">
        {state.phase === 'pending' ? <Spinner className="text-sage-700" /> : null}
        {note}
      </p>
    )
  }

  return (
    <div>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-pressed={url ? playing : undefined}
        onClick={() => {
          if (!url) {
            void tasks.run(kind).then((result) => {
              const made = urlOf(kind, result)
              if (made) {
                setGenerated(made)
                setPlayWhenReady(true)
              }
            })
            return
          }
          if (playing) audio.current?.pause()
          else play()
        }}
      >
        {playing ? <Pause aria-hidden className="size-4" /> : <Volume2 aria-hidden className="size-4" />}
        {playing ? pauseLabel : playLabel}
      </button>
      {url ? <audio ref={audio} src={url} preload="none" onEnded={() => setPlaying(false)} onPause={() => setPlaying(false)} /> : null}
    </div>
  )
}
