import type { ArrayField, TextField } from 'payload'

/** A list of short strings (tags, slugs): one indexed row per value. */
export const stringList = (name: string, overrides: Partial<TextField> = {}): TextField =>
  ({
    name,
    type: 'text',
    hasMany: true,
    index: true,
    ...overrides,
  }) as TextField

/** An ordered list of longer texts (steps, examples, tips), edited one per row. */
export const textList = (
  name: string,
  overrides: Partial<Omit<ArrayField, 'type' | 'fields'>> = {},
): ArrayField => ({
  name,
  type: 'array',
  labels: { singular: 'Item', plural: 'Items' },
  ...overrides,
  fields: [{ name: 'text', type: 'textarea', required: true }],
})

/** Turns an array field's rows back into the plain string list the API and pages use. */
export const fromTextList = (rows?: { text?: string | null }[] | null): string[] =>
  (rows ?? []).map((row) => row.text ?? '').filter(Boolean)

/** Turns a plain string list into array-field rows. */
export const toTextList = (values: string[] = []): { text: string }[] =>
  values.map((text) => ({ text }))
