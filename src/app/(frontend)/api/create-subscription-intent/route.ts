import { donationIntent } from '@/web/donationRoute'
import { route } from '@/web/route'

/** POST /api/create-subscription-intent {amount, email?} → {clientSecret} (monthly) */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: donationIntent(true) })
