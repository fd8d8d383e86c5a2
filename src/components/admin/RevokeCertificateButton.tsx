'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { adminField, adminLabel } from '@/components/admin/formStyles'
import { ConfirmDialog } from '@/components/admin/newsletters/ConfirmDialog'
import { CERTIFICATE_TEXT, REVOKE_REASON_MAX, revokeSchema } from '@/schemas/certificates'

/**
 * 'Revoke certificate…' in a certificate's sidebar (admins only): a dialog asks for the reason
 * (required, at most 500 characters, shown on the public verify page), then POSTs
 * /api/admin/certificates/{id}/revoke {reason}. A refused reason keeps the dialog open and says
 * why; once revoked the page refreshes, so the sidebar shows the time and the reason.
 */
export function RevokeCertificateButton({ certificateId }: { certificateId: number | string }) {
  const router = useRouter()
  const ids = useId()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  const revoke = async (): Promise<boolean> => {
    const parsed = revokeSchema.safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CERTIFICATE_TEXT.reasonRequired)
      reasonRef.current?.focus()
      return false
    }
    try {
      const response = await fetch(`/api/admin/certificates/${encodeURIComponent(String(certificateId))}/revoke`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null
      if (!response.ok) {
        setError(body?.error || `${response.status}: ${response.statusText}`)
        // already revoked (by someone else): the sidebar shows that revocation after the refresh
        if (response.status === 409) router.refresh()
        return false
      }
      toast.success(body?.message ?? CERTIFICATE_TEXT.revoked)
      router.refresh()
      return true
    } catch {
      setError('The request did not reach the server. Please try again.')
      return false
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)}>
        Revoke certificate…
      </Button>
      <ConfirmDialog
        open={open}
        heading="Revoke this certificate?"
        confirmLabel="Revoke certificate"
        busyLabel="Revoking…"
        initialFocus={reasonRef}
        onConfirm={revoke}
        onClose={() => {
          setOpen(false)
          setError(null)
        }}
      >
        <p style={{ margin: '0 0 var(--base)' }}>
          Its public page will say that it was revoked, when, and why, and will no longer show the holder&apos;s name or the course. A
          revocation cannot be undone here.
        </p>
        <label htmlFor={`${ids}-reason`} style={adminLabel}>
          Reason (required)
        </label>
        <textarea
          ref={reasonRef}
          id={`${ids}-reason`}
          name="reason"
          rows={4}
          value={reason}
          maxLength={REVOKE_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value)
            setError(null)
          }}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-help${error ? ` ${ids}-error` : ''}`}
          style={{ ...adminField, boxSizing: 'border-box', resize: 'vertical' }}
        />
        <p id={`${ids}-help`} style={{ color: 'var(--theme-elevation-650)', fontSize: '0.85rem', margin: '4px 0 0' }}>
          Shown as written to anyone who checks the certificate: do not name the member. At most {REVOKE_REASON_MAX} characters.
        </p>
        {error ? (
          <p id={`${ids}-error`} role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.5rem 0 0' }}>
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
