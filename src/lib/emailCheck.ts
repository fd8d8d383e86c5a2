/**
 * One e-mail check for every form and /api route, without zod (kept out of the pages' first
 * load): an address passes only when both zod 4's pattern (`z.regexes.email`) and Payload's own
 * `email` field (payload/dist/fields/validations.js in 3.90) take it, so what a schema lets
 * through is never refused later by the collection it is stored in (a ValidationError deep in a
 * save, once a 500). The schemas in src/schemas use it through `validEmail`;
 * tests/unit/emailCheck.test.ts holds the two patterns and the schemas to the same answers.
 */
export const EMAIL_MESSAGE = 'Please enter a valid email address.'

export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** Payload's pattern for its `email` fields: no `..`, no quotes or spaces, no hyphen at either end of a domain label. */
export const PAYLOAD_EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const MAX_EMAIL_LENGTH = 254

/** Whether the (trimmed) text is an address both zod and Payload accept, of at most 254 characters. */
export const isValidEmail = (trimmed: string): boolean =>
  trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed) && PAYLOAD_EMAIL_PATTERN.test(trimmed)

/** The address, trimmed, when it is one (at most 254 characters); otherwise null. */
export const checkEmail = (text: string): string | null => {
  const trimmed = text.trim()
  return isValidEmail(trimmed) ? trimmed : null
}

/** An optional address as donationIntentSchema takes it: nothing at all, or an address. */
export const optionalEmailIsValid = (text: string): boolean => text === '' || checkEmail(text) !== null
