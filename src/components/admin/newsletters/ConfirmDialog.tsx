'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'

type Props = {
  /** open while set; null closes */
  open: boolean
  heading: string
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  /** false keeps the dialog open (the input was refused: the dialog's own text says why) */
  onConfirm: () => Promise<void | boolean>
  /** after Cancel, Escape or a finished confirm */
  onClose: () => void
  /** where focus starts (default Cancel, the safe choice), e.g. a field the confirm needs */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A modal confirmation on the native <dialog> (showModal): named by its heading and described by
 * its text, focus starts on Cancel (the safe choice) unless `initialFocus` names a field, and stays
 * inside, Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({ open, heading, children, confirmLabel, busyLabel, onConfirm, onClose, initialFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      const first = initialFocus?.current ?? cancelRef.current
      first?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  const close = () => {
    if (busy) return
    onClose()
    if (opener.current instanceof HTMLElement) opener.current.focus()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${ids}-heading`}
      aria-describedby={`${ids}-body`}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        padding: 'calc(var(--base) * 1.5)',
        maxWidth: '32rem',
        width: 'calc(100% - 2rem)',
        background: 'var(--theme-bg)',
        color: 'var(--theme-text)',
      }}
    >
      <h2 id={`${ids}-heading`} style={{ margin: '0 0 calc(var(--base) * 0.5)' }}>
        {heading}
      </h2>
      <div id={`${ids}-body`}>{children}</div>
      <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', justifyContent: 'flex-end', marginTop: 'var(--base)' }}>
        <Button ref={cancelRef} buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={close}>
          Cancel
        </Button>
        <Button
          buttonStyle="primary"
          size="medium"
          margin={false}
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            let keepOpen = false
            try {
              keepOpen = (await onConfirm()) === false
            } finally {
              setBusy(false)
              if (!keepOpen) {
                onClose()
                if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
              }
            }
          }}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
