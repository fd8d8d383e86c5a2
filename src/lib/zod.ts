/**
 * zod for the schemas the browser runs (src/schemas). zod 4 compiles object parsers with
 * `new Function` and probes for that once, when the first object schema is built; under the
 * site's Content-Security-Policy (no 'unsafe-eval', src/lib/securityHeaders.mjs) the probe is
 * refused and reported as a violation. `jitless` skips the probe and the compiler in the
 * browser; the server keeps the compiled parsers. Import `z` from here before building a schema.
 */
import { z } from 'zod'

import { isValidEmail } from '@/lib/emailCheck'

if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }

/**
 * A required e-mail address, trimmed, that both zod and Payload's email field accept
 * (src/lib/emailCheck.ts); every failure, a missing value included, says `message`.
 */
export const validEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => isValidEmail(text), message)
