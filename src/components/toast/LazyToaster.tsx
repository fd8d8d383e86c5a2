'use client'

import dynamic from 'next/dynamic'

/** Notifications appear only after an action, so Radix Toast loads after the page is interactive. */
export const LazyToaster = dynamic(() => import('@/components/toast/Toaster').then((m) => m.Toaster), { ssr: false })
