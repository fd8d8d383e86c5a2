import { donationIntent } from '@/web/donationRoute'
import { route } from '@/web/route'

/** POST /api/create-payment-intent {amount, email?} → {clientSecret} (one-time) */
export const { GET, POST, PUT, PATCH, DELETE } = route({ POST: donationIntent(false) })
