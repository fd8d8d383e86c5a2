'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { feedbackCsv, feedbackCsvFileName, type CsvFeedback } from '@/lib/feedbackCsv'

type Filters = { rating?: string; category?: string; severity?: string; slug?: string }

const PAGE = 500
const MAX_PAGES = 200

/**
 * 'Export CSV', built in the browser: reads every submission the filters match from GET /api/feedback,
 * page by page, and saves the CSV built here in the browser (src/lib/feedbackCsv.ts: formula
 * cells neutralised, RFC 4180 quoting) as feedback-YYYY-MM-DD.csv.
 */
export function FeedbackExportButton({ filters, disabled }: { filters: Filters; disabled?: boolean }) {
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  const exportCsv = async () => {
    setBusy(true)
    setStatus('Preparing the CSV…')
    try {
      const rows: CsvFeedback[] = []
      for (let page = 1; page <= MAX_PAGES; page++) {
        const params = new URLSearchParams({ page: String(page), limit: String(PAGE) })
        for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
        const response = await fetch(`/api/feedback?${params}`, { credentials: 'include', headers: { accept: 'application/json' } })
        const body = (await response.json().catch(() => null)) as { feedback?: CsvFeedback[]; totalPages?: number; error?: string } | null
        if (!response.ok || !body?.feedback) throw new Error(body?.error || `${response.status}: ${response.statusText}`)
        rows.push(...body.feedback)
        if (page >= (body.totalPages ?? 1)) break
      }
      const url = URL.createObjectURL(new Blob([feedbackCsv(rows)], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = feedbackCsvFileName()
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setStatus(`Exported ${rows.length} submission${rows.length === 1 ? '' : 's'}.`)
    } catch (error) {
      setStatus('')
      toast.error('Error', { description: error instanceof Error ? error.message : 'Failed to export feedback' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <span role="status" aria-live="polite" className="review-muted">
        {status}
      </span>
      <button type="button" className="review-button" onClick={exportCsv} disabled={busy || disabled}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
    </div>
  )
}
