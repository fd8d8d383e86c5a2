/** A boxed note above an admin list (the event finder, the example content), in Payload's own theme variables. */
export const adminPanelStyle = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'var(--base)',
  marginBottom: 'calc(var(--base) * 1.5)',
  display: 'grid',
  gap: 'calc(var(--base) * 0.5)',
} as const
