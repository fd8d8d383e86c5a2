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

/** A unique, indexed URL slug, filled from `sourceField` when left empty. */
export const slugField = (sourceField: string): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
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
      : 'Use lowercase letters, digits and single hyphens.',
})
