/**
 * A draft needs its name. Payload checks required fields only when a document is published, so
 * "Save Draft" on an empty form made a nameless draft ("<No Term>") that the list could not
 * name. This collection hook refuses it the way Payload refuses a published one: the field is
 * marked with "This field is required." and nothing is written. An update that leaves the field
 * out (a job filling in an image, say) keeps the name it has.
 */
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

export const REQUIRED_MESSAGE = 'This field is required.'

/** `label`: the field's name as the admin shows it (Payload's own toast names fields by label). */
export const draftNeedsTitle =
  (field: string, label: string): CollectionBeforeValidateHook =>
  ({ data, operation, collection, req }) => {
    // Only a draft save through the API (the admin's "Save Draft" asks with ?draft=true; `_status`
    // alone says nothing, its default is "draft"): anything else Payload validates, naming every
    // missing field at once.
    const draftQuery = (req.query as { draft?: unknown } | undefined)?.draft
    const savingDraft = (draftQuery === 'true' || draftQuery === true) && data?._status !== 'published'
    if (!savingDraft) return data
    const given = data?.[field]
    const leftOut = operation === 'update' && (data === undefined || !(field in data))
    if (leftOut || (typeof given === 'string' && given.trim())) return data
    throw new ValidationError({ collection: collection.slug, errors: [{ label, message: REQUIRED_MESSAGE, path: field }] }, req.t)
  }
