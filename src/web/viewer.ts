import { headers } from 'next/headers'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/services/platform/payload'
import { currentUser } from '@/services/accounts/auth'

/** The signed-in user of the page being rendered (its session cookie), or null; makes the page dynamic. */
export const viewer = async (): Promise<User | null> => currentUser(await getPayloadClient(), await headers())
