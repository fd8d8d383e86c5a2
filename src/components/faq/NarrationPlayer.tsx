'use client'

import { Pause, Play } from 'lucide-react'
import { useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button'

/** SPEC §2: one button toggles play and pause; the state resets when the audio ends or pauses. */
export function NarrationPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  return (
    <div>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-pressed={playing}
        onClick={() => {
          const element = audio.current
          if (!element) return
          if (playing) {
            element.pause()
          } else {
            void element.play().then(
              () => setPlaying(true),
              () => setPlaying(false),
            )
          }
        }}
      >
        {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
        {playing ? 'Pause narration' : 'Listen to this answer'}
      </button>
      <audio ref={audio} src={src} preload="none" onEnded={() => setPlaying(false)} onPause={() => setPlaying(false)} />
    </div>
  )
}
