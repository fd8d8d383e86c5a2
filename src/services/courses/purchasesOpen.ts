import { stripeSettings } from '@/integrations/stripe'

/**
 * Paid courses are sold only when Stripe is set up on this server: the secret key creates the
 * payment, the publishable key loads the payment form. Without both, a paid course shows no
 * price and no way to buy: visitors and members see its free preview lessons only.
 */
export const coursePurchasesOpen = (environment: Record<string, string | undefined> = process.env): boolean =>
  Boolean(stripeSettings(environment)?.publishableKey)
