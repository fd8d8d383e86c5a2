'use client'

import { MessageSquareHeart } from 'lucide-react'
import dynamic from 'next/dynamic'

import { FEEDBACK_BUTTON_CLASS } from '@/components/feedback/button'

/** The same button, inert, while the dialog's code loads (it is not needed for first paint). */
function FeedbackButtonPlaceholder() {
  return (
    <button type="button" disabled aria-label="Improve this page" className={FEEDBACK_BUTTON_CLASS}>
      <MessageSquareHeart aria-hidden className="size-6" />
    </button>
  )
}

/**
 * SPEC §2: a fixed round button at the bottom right of every page that opens 'Improve this
 * page'. The dialog, its form and validation load after the page is interactive.
 */
export const FeedbackSlot = dynamic(() => import('@/components/feedback/FeedbackDialog'), {
  ssr: false,
  loading: FeedbackButtonPlaceholder,
})
