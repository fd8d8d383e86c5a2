import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { validateMediaUrl } from '@/fields/url'

/** imageUrl / imageAlt, as the API names them: an event's image, typed by its editor. */
export const imageFields = (): Field[] => [
  { name: 'imageUrl', type: 'text', validate: validateMediaUrl, admin: { position: 'sidebar' } },
  { name: 'imageAlt', type: 'text', admin: { position: 'sidebar' } },
]

const shownWhenSet = (data: Partial<Record<string, unknown>> | undefined) => !!data?.imageUrl

export const OLD_IMAGE_DESCRIPTION = 'An address typed before images came from Media. Choose an image from Media (Image, above) to replace it.'

/**
 * A glossary term's, FAQ's or pose's image: `image`, chosen from Media (whose alt text is
 * required). `imageUrl` / `imageAlt` stay only for outside addresses typed before: shown read-only
 * when set, cleared once an image is chosen (src/hooks/imageFromMedia.ts, which also refuses to
 * publish an old address without alt text). The API still answers `imageUrl` and `imageAlt`,
 * computed (src/services/content/images.ts).
 */
export const mediaImageFields = (): Field[] => [
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    filterOptions: { mimeType: { contains: 'image/' } },
    admin: { position: 'sidebar', description: 'Choose an image from Media, or upload one with its alt text.' },
  },
  {
    name: 'imageUrl',
    type: 'text',
    label: 'Old image address',
    validate: validateMediaUrl,
    admin: { position: 'sidebar', readOnly: true, condition: shownWhenSet, description: OLD_IMAGE_DESCRIPTION },
  },
  { name: 'imageAlt', type: 'text', label: 'Old image alt text', admin: { position: 'sidebar', readOnly: true, condition: shownWhenSet } },
]

/** Payload's text checks, and a required text of spaces only is refused as empty. */
export const requiredText: TextFieldSingleValidation = (value, args) =>
  typeof value === 'string' && !value.trim() ? args.req.t('validation:required') : text(value, args)
