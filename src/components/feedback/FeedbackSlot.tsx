'use client'

import { MessageSquareHeart } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { feedbackButtonClass } from '@/components/feedback/button'
import { useVideoPlayer } from '@/components/video/VideoPlayerProvider'

const loadDialog = () => import('@/components/feedback/FeedbackDialog')

/** The same button, inert, for the moment the dialog's code is on its way. */
function LoadingButton() {
  return (
    <button type="button" disabled aria-label="Improve this page" className={feedbackButtonClass()}>
      <MessageSquareHeart aria-hidden className="size-6" />
    </button>
  )
}

const FeedbackDialog = dynamic(loadDialog, { ssr: false, loading: LoadingButton })

/**
 * A fixed round button at the bottom right of every page that opens 'Improve this
 * page'. The dialog, its form and its validation (react-hook-form, zod) load only when someone
 * reaches for the button (hover or focus fetches them, a click opens the dialog), so pages
 * that nobody rates never download them.
 */
export function FeedbackSlot() {
  const [opened, setOpened] = useState(false)
  const { visible, minimized } = useVideoPlayer()
  if (opened) return <FeedbackDialog initiallyOpen />
  return (
    <button
      type="button"
      aria-label="Improve this page"
      className={feedbackButtonClass(visible && !minimized)}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => setOpened(true)}
    >
      <MessageSquareHeart aria-hidden className="size-6" />
    </button>
  )
}
