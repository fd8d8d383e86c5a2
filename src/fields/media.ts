import type { Field } from 'payload'

import { validateMediaUrl } from '@/fields/url'

/** imageUrl / imageAlt / audioUrl, as the API names them; filled by generation jobs or editors. */
export const imageFields = (): Field[] => [
  { name: 'imageUrl', type: 'text', validate: validateMediaUrl, admin: { position: 'sidebar' } },
  { name: 'imageAlt', type: 'text', admin: { position: 'sidebar' } },
]
