/**
 * The image of a glossary term, FAQ or pose (src/fields/media.ts): choosing one from Media clears
 * the outside address typed before (and its alt text); publishing such an address without alt
 * text is refused, naming the field, as Payload refuses a missing required field. Drafts are saved
 * either way. In Payload 3.90 every save that is not a draft publishes; one that leaves the image
 * fields out of an item already published (a job writing its audio, say) is not held up by an
 * older item's missing alt text.
 */
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { isSafeUrl } from '@/lib/safeUrl'

export const OLD_IMAGE_NEEDS_ALT =
  'This image from an outside address has no alt text, so it cannot be published. Choose an image from Media (its alt text is required) to replace it.'

export const imageFromMedia: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  if (!data) return data
  if (data.image) return { ...data, imageUrl: null, imageAlt: null }
  if (data._status !== 'published') return data
  const touched = 'imageUrl' in data || 'imageAlt' in data || 'image' in data || originalDoc?._status !== 'published'
  const item = { ...(originalDoc as Record<string, unknown> | undefined), ...data }
  const alt = typeof item.imageAlt === 'string' ? item.imageAlt.trim() : ''
  // (an address that is not one is refused by the field itself, with its own message)
  if (!touched || item.image || alt || !isSafeUrl(item.imageUrl, { allowSitePath: true, allowMailto: false })) return data
  throw new ValidationError({ collection: collection.slug, errors: [{ label: 'Old image alt text', message: OLD_IMAGE_NEEDS_ALT, path: 'imageAlt' }] }, req.t)
}
