/**
 * The browser's e-mail checks without zod (kept out of the pages' first load): the same pattern
 * as zod 4's `.email()` (`z.regexes.email`) and the same trimming and length limit as the
 * schemas in src/schemas/donation.ts, which the server still applies. tests/unit/emailCheck.test.ts
 * holds both to the schemas' answers.
 */
export const EMAIL_MESSAGE = 'Please enter a valid email address.'

export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** The address, trimmed, when it is one (at most 254 characters); otherwise null. */
export const checkEmail = (text: string): string | null => {
  const trimmed = text.trim()
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? trimmed : null
}

/** An optional address as donationIntentSchema takes it: nothing at all, or an address. */
export const optionalEmailIsValid = (text: string): boolean => text === '' || checkEmail(text) !== null
