/**
 * The account notices and messages, kept apart from the rules in auth.ts (which need zod
 * and the common-password list) so that the header's account corner, on every page, ships neither.
 */
export const AUTH_TEXT = {
  loginTitle: 'Welcome back!',
  loginDescription: (username: string) => `You're logged in as ${username}.`,
  loginFailedTitle: 'Login Failed',
  loginFailedText: 'Invalid credentials',
  loginFallback: 'Login failed',
  registerTitle: 'Account Created!',
  registerDescription: (username: string) => `Welcome to Yoga Commons, ${username}.`,
  registerFailedTitle: 'Registration Failed',
  registerFailedText: 'Unable to create account',
  registerFallback: 'Registration failed',
  logoutTitle: 'Logged out',
  logoutText: 'You have been logged out successfully',
  logoutFailedTitle: 'Logout failed',
  logoutFallback: 'Logout failed',
  /** The server's answer to a wrong username or password (the same for both). */
  invalidCredentials: 'Invalid credentials',
  usernameTaken: 'That username is already taken. Please choose another.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  passwordIsUsername: 'Your password must not be the same as your username.',
  wrongCurrentPassword: 'Your current password is not correct.',
  wrongPassword: 'That password is not correct.',
  currentPasswordRequired: 'Please enter your current password',
  /** Editors and admins (every way a password is set: admin, reset link, first user, create-admin). */
  staffPasswordMin: 'Staff passwords need at least 12 characters.',
  /** An admin making a member an editor or admin through the CMS gives the account a new, strong password. */
  staffPromotionNeedsPassword: 'Editors and admins need a password of at least 12 characters: set a new password for this account.',
} as const

export const USERNAME_LIMITS = { min: 3, max: 20 } as const
export const PASSWORD_LIMITS = { min: 6, max: 200 } as const
/** Editors' and admins' passwords: longer than a member's. */
export const STAFF_PASSWORD_MIN = 12
