'use client'

import { useEffect, useState } from 'react'

/**
 * The start in the visitor's own time zone, shown only when it differs from the event's. Its line
 * is kept from the first paint, empty until then (or for good): the card does not grow after
 * hydration and push the page down (layout shift).
 */
export function LocalTime({ startDate, timeZone }: { startDate: string; timeZone: string }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!visitorZone || visitorZone === timeZone) return
    const format = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startDate))
    if (format(visitorZone) === format(timeZone)) return
    setText(
      new Intl.DateTimeFormat('en-US', {
        timeZone: visitorZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(startDate)),
    )
  }, [startDate, timeZone])
  return text ? (
    <p className="min-h-5 text-sm text-ink-muted" data-testid="local-time">
      Your time: {text}
    </p>
  ) : (
    <p aria-hidden className="min-h-5 text-sm" />
  )
}
