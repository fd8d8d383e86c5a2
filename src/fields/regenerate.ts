import type { UIField } from 'payload'

/** The sidebar's 'AI generation' panel: an editor's Regenerate; no column in the database. */
export const regenerateField: UIField = {
  name: 'regenerate',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/components/admin/RegeneratePanel#RegeneratePanel' } },
}
