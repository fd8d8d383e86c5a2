import type { GlobalConfig } from 'payload'

import { revalidateGlobal, TAGS } from '@/lib/revalidate'
import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'

export const DEFAULT_SITE_NAME = 'Yoga Commons'
export const DEFAULT_TAGLINE = 'Free, community-driven yoga education for everyone'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: admins },
  admin: { group: 'Settings' },
  hooks: { afterChange: revalidateGlobal(TAGS.settings) },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: DEFAULT_SITE_NAME },
    { name: 'tagline', type: 'text', defaultValue: DEFAULT_TAGLINE },
    {
      name: 'supportEmail',
      type: 'email',
      admin: { description: 'Shown on /contact; contact notifications go here.' },
    },
    {
      name: 'socials',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
