import type { CSSProperties } from 'react'

/** The admin's own form fields, in Payload's colour variables (light and dark themes): a label above its field. */
export const adminLabel: CSSProperties = { display: 'block', fontWeight: 600, marginBottom: 4 }

/** A text input or textarea of the custom admin panels. */
export const adminField: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: 'calc(var(--base) * 0.5)',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-text)',
  font: 'inherit',
}
