import { donationIntentHandler } from '@/web/donationRoute'
import { methodNotAllowed } from '@/web/http'

/** POST /api/create-subscription-intent {amount, email?} → {clientSecret} (monthly; SPEC §7) */
export const POST = donationIntentHandler(true)

const notAllowed = methodNotAllowed('POST')
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
