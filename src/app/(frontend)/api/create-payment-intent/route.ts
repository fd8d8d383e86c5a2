import { donationIntentHandler } from '@/web/donationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/create-payment-intent {amount, email?} → {clientSecret} (one-time; SPEC §7) */
export const POST = donationIntentHandler(false)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
