'use client'

import { useEffect, useState } from 'react'

/** The start in the visitor's own time zone, shown only when it differs from the event's. */
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
    <p className="text-sm text-ink-muted" data-testid="local-time">
      Your time: {text}
    </p>
  ) : null
}
