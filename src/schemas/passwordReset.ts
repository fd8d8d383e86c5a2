import { newPasswordSchema } from '@/schemas/auth'
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

/** What a member's reset link page sends: the token from the link and the new password. */
export const RESET_TOKEN_MESSAGE = 'This reset link is incomplete. Please use the link from the e-mail.'

const resetToken = z.string({ error: RESET_TOKEN_MESSAGE }).trim().regex(/^[0-9a-f]{40}$/, RESET_TOKEN_MESSAGE)

/** POST /api/auth/reset-password {token, password}: the member rules (staff accounts get theirs from the collection's hook). */
export const resetPasswordSchema = z.object({ token: resetToken, password: newPasswordSchema })

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] })

export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>

/** The /forgot-password form: the username (the server's own check answers 'Missing username.'). */
export const forgotPasswordFormSchema = z.object({
  username: z.string().trim().min(1, 'Please enter your username.').max(254, 'Username is too long.'),
})
