'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useSyncExternalStore } from 'react'

import { dismissToast, getServerToasts, getToasts, subscribe, TOAST_DURATION } from '@/components/toast/store'
import { VIEWPORT_CLASS, VIEWPORT_LABEL } from '@/components/toast/viewport'
import { cn } from '@/lib/cn'

const variants = {
  default: 'border-sand-300 bg-white text-ink',
  success: 'border-sage-600/40 bg-sage-50 text-ink',
  destructive: 'border-danger/40 bg-terracotta-50 text-danger',
} as const

/** Radix Toast: swipe right 50 px to dismiss; F8 moves focus to the notifications region. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts)
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-[var(--shadow-soft)]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=open]:animate-[fade-in_150ms_ease-out] data-[state=closed]:hidden',
            variants[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 text-current opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport label={VIEWPORT_LABEL} className={VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  )
}
