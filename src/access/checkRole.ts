import type { User } from '@/payload-types'

export type Role = NonNullable<User['roles']>[number]

/** True when the user holds at least one of the given roles. */
export const checkRole = (roles: Role[], user?: Partial<User> | null): boolean =>
  Boolean(user?.roles?.some((role) => roles.includes(role)))
