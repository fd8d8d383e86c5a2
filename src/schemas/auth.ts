/**
 * Accounts (the login and register rules with their messages, and the notices), shared by the
 * /login, /register and /account forms and by the /api/auth and /api/account handlers. The
 * server runs the same rules: a request that skips the form gets the same answers.
 */
import { isCommonPassword } from '@/lib/commonPasswords'
import { passwordIsUsername, passwordProblem } from '@/lib/passwordRules'
import { AUTH_TEXT, PASSWORD_LIMITS, USERNAME_LIMITS } from '@/schemas/authCopy'
import { z } from '@/lib/zod'

/** The notices, messages and limits live in a zod-free module, so the header and the forms' first load carry no zod. */
export { AUTH_TEXT, PASSWORD_LIMITS, USERNAME_LIMITS }

const USERNAME_MIN = 'Username must be at least 3 characters'
const PASSWORD_MIN = 'Password must be at least 6 characters'
const PASSWORDS_DIFFER = "Passwords don't match"

/**
 * Login: both fields required; nothing else is checked, so no rule is given away. A
 * password of spaces only counts as none, as it does for Payload.
 */
export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254, 'Username is required'),
  password: z
    .string({ error: 'Password is required' })
    .max(PASSWORD_LIMITS.max, 'Password is required')
    .refine((password) => password.trim().length > 0, 'Password is required'),
})

export const usernameSchema = z
  .string({ error: USERNAME_MIN })
  .trim()
  .min(USERNAME_LIMITS.min, USERNAME_MIN)
  .max(USERNAME_LIMITS.max, 'Username must be less than 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores')

/** A new password: at least 6 characters and not one of the most common passwords. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MIN })
  .min(PASSWORD_LIMITS.min, PASSWORD_MIN)
  .max(PASSWORD_LIMITS.max, `Password must be less than ${PASSWORD_LIMITS.max} characters`)
  .refine((password) => !isCommonPassword(password), AUTH_TEXT.commonPassword)

export { passwordIsUsername }

/**
 * An editor's or admin's new password (`npm run create-admin`, /account for staff): at least
 * 12 characters, not a common password, not the username.
 */
export const staffPasswordSchema = (username = '') =>
  z.string({ error: AUTH_TEXT.staffPasswordMin }).superRefine((password, context) => {
    const problem = passwordProblem(password, { staff: true, username })
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

/** What POST /api/auth/register takes: only username and password; anything else is dropped. */
export const registerSchema = z
  .object({ username: usernameSchema, password: newPasswordSchema })
  .refine((value) => !passwordIsUsername(value.password, value.username), { message: AUTH_TEXT.passwordIsUsername, path: ['password'] })

/** The register form adds confirmPassword, which never leaves the browser. */
export const registerFormSchema = z
  .object({ username: usernameSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })
  .refine((value) => !passwordIsUsername(value.password, value.username), { message: AUTH_TEXT.passwordIsUsername, path: ['password'] })

const currentPassword = z
  .string({ error: AUTH_TEXT.currentPasswordRequired })
  .min(1, AUTH_TEXT.currentPasswordRequired)
  .max(PASSWORD_LIMITS.max, AUTH_TEXT.wrongCurrentPassword)

/** POST /api/account/password {currentPassword, newPassword}. */
export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema })

/** The change-password form: the same, plus the confirmation, and not the username. */
export const changePasswordFormSchema = (username: string) =>
  z
    .object({ currentPassword, newPassword: newPasswordSchema, confirmPassword: z.string() })
    .refine((value) => value.newPassword === value.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })
    .refine((value) => !passwordIsUsername(value.newPassword, username), {
      message: AUTH_TEXT.passwordIsUsername,
      path: ['newPassword'],
    })

/** DELETE /api/account {password}: the account's password confirms. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_LIMITS.max, AUTH_TEXT.wrongPassword),
})

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
export type RegisterFormValues = z.input<typeof registerFormSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type ChangePasswordFormValues = z.input<ReturnType<typeof changePasswordFormSchema>>
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** The signed-in user as GET /api/auth/user gives it (the username is always known). */
export type SessionUser = { username: string; roles?: string[] }
export type AuthResponse = { success: boolean; user?: SessionUser | null; error?: string }

export const DISPLAY_NAME_MAX = 80
export const DISPLAY_NAME_MESSAGE = `Please use at most ${DISPLAY_NAME_MAX} characters, letters and punctuation only.`

/** The name on a member's certificates: empty means "use my username". */
export const displayNameSchema = z.object({
  displayName: z
    .string({ error: DISPLAY_NAME_MESSAGE })
    .trim()
    .max(DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGE)
    // printable text only: no control characters, no angle brackets
    .regex(/^[^\p{Cc}<>]*$/u, DISPLAY_NAME_MESSAGE)
    .transform((value) => value.replace(/\s+/g, ' ')),
})
export type DisplayNameInput = z.infer<typeof displayNameSchema>
