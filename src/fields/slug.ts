import type { FieldHook, TextField } from 'payload'

/** Lowercase ASCII kebab-case: "Adho Mukha Śvānāsana" → "adho-mukha-svanasana". */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const formatSlug =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }

/**
 * A unique, indexed URL slug, filled from `sourceField` when left empty: not marked required in
 * the admin (an editor need not type it), yet never saved empty on publish, since `validate` asks
 * for a slug and the hook has made one from the name by then. `required` only where the column
 * must be NOT NULL (a collection without drafts whose rows are written by the server).
 */
export const slugField = (sourceField: string, { required = false }: { required?: boolean } = {}): TextField => ({
  name: 'slug',
  type: 'text',
  required,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: `Part of the page address. Left empty, it is made from the ${sourceField}.`,
  },
  hooks: { beforeValidate: [formatSlug(sourceField)] },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : typeof value === 'string' && value
        ? 'Use lowercase letters, digits and single hyphens.'
        : `Made from the ${sourceField} when left empty: fill that in first.`,
})
