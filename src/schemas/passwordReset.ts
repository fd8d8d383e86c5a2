import { z } from '@/lib/zod'

/** What /cms-api/users/forgot-password takes: a username (lowercased and trimmed, as Payload looks it up). */
export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: 'Missing username.' })
    .trim()
    .min(1, 'Missing username.')
    .max(254, 'Username is too long.')
    .transform((username) => username.toLowerCase()),
})
