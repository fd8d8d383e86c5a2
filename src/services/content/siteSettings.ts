import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '@/globals/SiteSettings'
import { env } from '@/lib/env'
import { taxStatusOf, type TaxStatus } from '@/lib/taxStatus'

/** supportEmail: absent when neither Site settings nor SUPPORT_EMAIL names one; then no page shows an address. */
export type SiteSettingsItem = {
  siteName: string
  tagline: string
  supportEmail?: string
  /** What the footer and /donate say about tax status (src/lib/taxStatus.ts) */
  taxStatus: TaxStatus
}

/**
 * The address the first seeds wrote into Site settings when SUPPORT_EMAIL was unset: a
 * placeholder nobody reads, so it counts as no address at all.
 */
export const PLACEHOLDER_SUPPORT_EMAIL = 'hello@example.org'

/** The support address: Site settings' one, else SUPPORT_EMAIL, else none. */
export const supportAddressOf = (stored: string | null | undefined): string | undefined => {
  const address = stored?.trim()
  return address && address.toLowerCase() !== PLACEHOLDER_SUPPORT_EMAIL ? address : env.supportEmail
}

/** What a donation receipt says about the organisation (SiteSettings, "Donation receipts"). */
export type ReceiptSettings = {
  siteName: string
  legalName: string
  mailingAddress?: string
  /** The one source of the tax wording (src/lib/taxStatus.ts) */
  taxStatus: TaxStatus
  supportEmail?: string
}

/** The SiteSettings global with its defaults filled in (support address from SUPPORT_EMAIL, or none). */
export const getSiteSettings = async (payload: Payload, req?: PayloadRequest): Promise<SiteSettingsItem> => {
  // `req`: read inside that request's open transaction (on its connection)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    siteName: settings.siteName || env.siteName || DEFAULT_SITE_NAME,
    tagline: settings.tagline || DEFAULT_TAGLINE,
    supportEmail: supportAddressOf(settings.supportEmail),
    taxStatus: taxStatusOf(settings),
  }
}

export const getReceiptSettings = async (payload: Payload): Promise<ReceiptSettings> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const siteName = settings.siteName || env.siteName || DEFAULT_SITE_NAME
  return {
    siteName,
    legalName: settings.legalName?.trim() || siteName,
    mailingAddress: settings.mailingAddress?.trim() || undefined,
    // a granted status is only stated with its EIN
    taxStatus: taxStatusOf(settings),
    supportEmail: supportAddressOf(settings.supportEmail),
  }
}
