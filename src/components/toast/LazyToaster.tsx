'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { getServerToasts, getToasts, showToastLeftForThisPage, subscribe } from '@/components/toast/store'
import { VIEWPORT_CLASS, VIEWPORT_HOTKEY, VIEWPORT_LABEL } from '@/components/toast/viewport'

/**
 * Radix's notifications region as it is while empty: the same labelled region and list, and F8
 * moves focus to the list. It holds the place until the first toast, so pages where nothing is
 * announced never download Radix Toast.
 */
function EmptyViewport() {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === VIEWPORT_HOTKEY) list.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <div role="region" aria-label={VIEWPORT_LABEL.replace('{hotkey}', VIEWPORT_HOTKEY)} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={VIEWPORT_CLASS} />
    </div>
  )
}

const Toaster = dynamic(() => import('@/components/toast/Toaster').then((m) => m.Toaster), { ssr: false, loading: EmptyViewport })

/** Notifications appear only after an action: Radix Toast loads with the first one and stays. */
export function LazyToaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts)
  const [used, setUsed] = useState(false)
  // after a sign-in or sign-out the page loaded afresh: its note comes with it
  useEffect(() => showToastLeftForThisPage(), [])
  if (toasts.length > 0 && !used) setUsed(true)
  return used || toasts.length > 0 ? <Toaster /> : <EmptyViewport />
}
