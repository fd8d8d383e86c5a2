import { cn } from '@/lib/cn'

/**
 * The round feedback button: bottom right, above the content, below dialogs and toasts. `raised`
 * lifts it above the floating video player when that player spans a phone's width.
 */
export const feedbackButtonClass = (raised = false) =>
  cn(
    'fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-sage-700 text-white shadow-[0_4px_16px_rgb(43_38_34/0.25)] transition-[bottom,background-color] hover:bg-sage-800 sm:right-6 sm:bottom-6',
    raised && 'max-md:bottom-[17.5rem]',
  )
