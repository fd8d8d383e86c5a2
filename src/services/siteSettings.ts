import type { Payload } from 'payload'

import { DEFAULT_SITE_NAME, DEFAULT_TAGLINE } from '@/globals/SiteSettings'
import { env } from '@/lib/env'

export type SiteSettingsItem = { siteName: string; tagline: string; supportEmail: string }

/** The SiteSettings global with its defaults filled in (support address from SUPPORT_EMAIL). */
export const getSiteSettings = async (payload: Payload): Promise<SiteSettingsItem> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return {
    siteName: settings.siteName || env.siteName || DEFAULT_SITE_NAME,
    tagline: settings.tagline || DEFAULT_TAGLINE,
    supportEmail: settings.supportEmail || env.supportEmail,
  }
}
