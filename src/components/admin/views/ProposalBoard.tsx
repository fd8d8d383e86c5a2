'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { labelOf, PRIORITY_OPTIONS, PROPOSAL_CONTENT_TYPE_OPTIONS } from '@/lib/options'
import { CONFIDENCE_STYLE, confidenceTone } from '@/lib/review'
import { PROPOSAL_TEXT, REFRESH_AFTER_RUN_MS } from '@/schemas/proposals'
import type { ProposalItem } from '@/services/ai/proposals'

export type DiffPart = { value: string; added: boolean; removed: boolean }
export type ProposalCard = ProposalItem & { diff: DiffPart[] }

/** POST to an admin call; the server's `error` text on failure (shown as it is), else null. */
const postAdmin = async (path: string, body?: unknown): Promise<{ ok: true } | { ok: false; message: string | null }> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.ok) return { ok: true }
    const data = (await response.json().catch(() => null)) as { error?: string } | null
    return { ok: false, message: data?.error ?? null }
  } catch {
    return { ok: false, message: null }
  }
}

function Confidence({ score }: { score: number }) {
  const style = CONFIDENCE_STYLE[confidenceTone(score)]
  return (
    <span className="review-badge" style={{ color: style.color, background: style.background }}>
      {Math.round(score)}%<span className="review-sr-only"> ({style.label} confidence)</span>
    </span>
  )
}

function Diff({ parts, side }: { parts: DiffPart[]; side: 'current' | 'proposed' }) {
  return (
    <p>
      {parts.map((part, index) => {
        if (part.added) return side === 'proposed' ? <ins key={index}>{part.value}</ins> : null
        if (part.removed) return side === 'current' ? <del key={index}>{part.value}</del> : null
        return <span key={index}>{part.value}</span>
      })}
    </p>
  )
}

function Card({ proposal, children }: { proposal: ProposalCard; children: React.ReactNode }) {
  const headingId = useId()
  return (
    <li className="review-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {proposal.contentPath ? (
          <a className="review-link" href={proposal.contentPath} target="_blank" rel="noreferrer">
            {proposal.contentTitle}
          </a>
        ) : (
          proposal.contentTitle
        )}
      </h3>
      <dl className="review-meta">
        <div>
          <dt>Content type</dt>
          <dd>{labelOf(PROPOSAL_CONTENT_TYPE_OPTIONS, proposal.contentType)}</dd>
        </div>
        <div>
          <dt>Field</dt>
          <dd>
            <code>{proposal.fieldName}</code>
          </dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>{labelOf(PRIORITY_OPTIONS, proposal.priority)}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>
            <Confidence score={proposal.confidenceScore} />
          </dd>
        </div>
        {proposal.sourceFeedbackCount ? (
          <div>
            <dt>From feedback</dt>
            <dd>{proposal.sourceFeedbackCount}</dd>
          </div>
        ) : null}
        {proposal.requiresHumanReview ? (
          <div>
            <dt>Review</dt>
            <dd>Needs human review</dd>
          </div>
        ) : null}
      </dl>
      {proposal.aiReasoning ? (
        <p style={{ margin: '0 0 0.5rem' }}>
          <strong>Reasoning:</strong> {proposal.aiReasoning}
        </p>
      ) : null}
      <div className="review-diff">
        <div>
          <h4>Current</h4>
          <Diff parts={proposal.diff} side="current" />
        </div>
        <div>
          <h4>Proposed</h4>
          <Diff parts={proposal.diff} side="proposed" />
        </div>
      </div>
      <div className="review-actions">{children}</div>
    </li>
  )
}

function RejectDialog({ proposal, onClose }: { proposal: ProposalCard | null; onClose: (rejected: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const fieldId = useId()
  const titleId = useId()

  useEffect(() => {
    if (proposal && !dialog.current?.open) {
      setReason('')
      dialog.current?.showModal()
    }
    if (!proposal && dialog.current?.open) dialog.current.close()
  }, [proposal])

  const confirm = async () => {
    if (!proposal || !reason.trim()) return
    setSending(true)
    const result = await postAdmin(`/api/admin/proposals/${proposal.id}/reject`, { reason })
    setSending(false)
    if (result.ok) {
      toast.success(PROPOSAL_TEXT.rejected)
      onClose(true)
    } else {
      toast.error(PROPOSAL_TEXT.errorTitle, { description: result.message ?? PROPOSAL_TEXT.rejectFailed })
    }
  }

  return (
    <dialog ref={dialog} className="review-dialog" aria-labelledby={titleId} onClose={() => onClose(false)}>
      <h2 id={titleId} style={{ marginTop: 0, fontSize: '1.2rem' }}>
        Reject proposal
      </h2>
      {proposal ? (
        <p className="review-muted">
          {proposal.contentTitle}, field <code>{proposal.fieldName}</code>
        </p>
      ) : null}
      <label htmlFor={fieldId}>Reason for rejecting (required)</label>
      <textarea id={fieldId} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} required />
      <div className="review-actions">
        <button type="button" className="review-button" onClick={confirm} disabled={!reason.trim() || sending}>
          {sending ? 'Rejecting…' : 'Confirm rejection'}
        </button>
        <button type="button" className="review-button review-button--secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}

/**
 * The proposals view's interactive part: approve / reject (with a reason) / revert, and 'Run
 * processing'. After each action the server view is rendered again (the
 * item leaves the list); after a run is started it refreshes 5 seconds later.
 */
export function ProposalBoard({
  pending,
  requiresReview,
  applied,
  analysisConfigured,
}: {
  pending: ProposalCard[]
  requiresReview: number
  applied: ProposalCard[]
  analysisConfigured: boolean
}) {
  const router = useRouter()
  const [busy, setBusy] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<ProposalCard | null>(null)
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current)
  }, [])

  const act = async (key: string, path: string, success: string, failure: string) => {
    setBusy(key)
    const result = await postAdmin(path)
    setBusy(null)
    if (result.ok) {
      toast.success(success)
      router.refresh()
    } else {
      toast.error(PROPOSAL_TEXT.errorTitle, { description: result.message ?? failure })
    }
  }

  const runProcessing = async () => {
    setBusy('run')
    const result = await postAdmin('/api/admin/feedback/run')
    setBusy(null)
    if (!result.ok) {
      toast.error(PROPOSAL_TEXT.errorTitle, { description: result.message ?? PROPOSAL_TEXT.runFailed })
      return
    }
    toast.success(PROPOSAL_TEXT.processingTitle, { description: PROPOSAL_TEXT.processingText })
    if (refreshTimer.current) clearTimeout(refreshTimer.current)
    refreshTimer.current = setTimeout(() => router.refresh(), REFRESH_AFTER_RUN_MS)
  }

  return (
    <>
      <div className="review-toolbar">
        <p style={{ margin: 0 }}>
          {pending.length} proposal{pending.length === 1 ? '' : 's'} waiting
          {pending.length ? `, ${requiresReview} needing human review` : ''}.
          {analysisConfigured ? null : <span className="review-muted"> AI analysis is not configured on this server (no OpenAI key).</span>}
        </p>
        <button type="button" className="review-button" onClick={runProcessing} disabled={busy === 'run'}>
          {busy === 'run' ? 'Starting…' : 'Run processing'}
        </button>
      </div>

      <section className="review-section" aria-labelledby="proposals-pending">
        <h2 id="proposals-pending">Waiting for review</h2>
        {pending.length === 0 ? (
          <p>{PROPOSAL_TEXT.empty}</p>
        ) : (
          <ul className="review-cards">
            {pending.map((proposal) => (
              <Card key={proposal.id} proposal={proposal}>
                <button
                  type="button"
                  className="review-button"
                  disabled={busy !== null}
                  onClick={() => act(`approve-${proposal.id}`, `/api/admin/proposals/${proposal.id}/approve`, PROPOSAL_TEXT.approved, PROPOSAL_TEXT.approveFailed)}
                >
                  {busy === `approve-${proposal.id}` ? 'Approving…' : 'Approve'}
                </button>
                <button type="button" className="review-button review-button--secondary" disabled={busy !== null} onClick={() => setRejecting(proposal)}>
                  Reject
                </button>
              </Card>
            ))}
          </ul>
        )}
      </section>

      {applied.length ? (
        <section className="review-section" aria-labelledby="proposals-applied">
          <h2 id="proposals-applied">Recently applied</h2>
          <ul className="review-cards">
            {applied.map((proposal) => (
              <Card key={proposal.id} proposal={proposal}>
                <button
                  type="button"
                  className="review-button review-button--secondary"
                  disabled={busy !== null}
                  onClick={() => act(`revert-${proposal.id}`, `/api/admin/proposals/${proposal.id}/revert`, PROPOSAL_TEXT.reverted, PROPOSAL_TEXT.revertFailed)}
                >
                  {busy === `revert-${proposal.id}` ? 'Reverting…' : 'Revert'}
                </button>
              </Card>
            ))}
          </ul>
        </section>
      ) : null}

      <RejectDialog
        proposal={rejecting}
        onClose={(rejected) => {
          setRejecting(null)
          if (rejected) router.refresh()
        }}
      />
    </>
  )
}
