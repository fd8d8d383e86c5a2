'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import '@/components/admin/views/review.css'

type State = { step: 'idle' | 'confirm' | 'busy' | 'done'; message?: string; error?: string }

/**
 * 'Remove all examples': asks once, then POSTs /api/admin/examples {confirm: true}
 * and says what went. The button is disabled while the call runs, and the endpoint is idempotent,
 * so a double click removes nothing twice.
 */
export function RemoveExamplesButton({ summary }: { summary: string }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ step: 'idle' })

  const remove = async () => {
    if (state.step === 'busy') return
    setState({ step: 'busy' })
    try {
      const response = await fetch('/api/admin/examples', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ confirm: true }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null
      if (!response.ok) throw new Error(body?.error || `${response.status}: ${response.statusText}`)
      setState({ step: 'done', message: body?.message })
      // the toast outlives this panel, which the refresh takes away once nothing is left
      toast.success(body?.message ?? 'Examples removed.')
      router.refresh()
    } catch (error) {
      setState({ step: 'idle', error: error instanceof Error ? error.message : 'The examples could not be removed.' })
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      {state.step === 'idle' ? (
        <button type="button" className="review-button" onClick={() => setState({ step: 'confirm' })}>
          Remove all examples…
        </button>
      ) : null}
      {state.step === 'confirm' || state.step === 'busy' ? (
        <>
          <span>Remove {summary} for good? This cannot be undone.</span>
          <button type="button" className="review-button" onClick={remove} disabled={state.step === 'busy'}>
            {state.step === 'busy' ? 'Removing…' : 'Yes, remove them'}
          </button>
          <button type="button" className="review-button review-button--secondary" onClick={() => setState({ step: 'idle' })} disabled={state.step === 'busy'}>
            Cancel
          </button>
        </>
      ) : null}
      <span role="status" aria-live="polite">
        {state.message ?? ''}
      </span>
      {state.error ? (
        <span role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {state.error}
        </span>
      ) : null}
    </div>
  )
}
