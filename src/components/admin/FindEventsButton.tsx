'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import '@/components/admin/views/review.css'

/**
 * "Find events now": POSTs /api/admin/event-finder/run and says what happens next. Disabled while
 * the call runs; the endpoint answers a run still in progress instead of starting a second.
 */
export function FindEventsButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')

  const run = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const response = await fetch('/api/admin/event-finder/run', { method: 'POST', credentials: 'include', headers: { accept: 'application/json' } })
      const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null
      if (!response.ok) throw new Error(body?.error || `${response.status}: ${response.statusText}`)
      setMessage(body?.message ?? 'The event finder is running.')
      toast.success(body?.message ?? 'The event finder is running.')
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The event finder could not be started.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <button type="button" className="review-button" onClick={run} disabled={busy}>
        {busy ? 'Starting…' : 'Find events now'}
      </button>
      <span role="status" aria-live="polite">
        {message}
      </span>
      {error ? (
        <span role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
