import type { GlobalConfig } from 'payload'

import { revalidateGlobal, TAGS } from '@/services/platform/revalidate'
import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { validateUrl } from '@/fields/url'

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
      admin: {
        description:
          'Shown in the footer, on /contact and in e-mails; contact notifications go here. Empty (and no SUPPORT_EMAIL on the server): visitors see no address anywhere, and contact messages wait under Contact messages.',
      },
    },
    {
      type: 'collapsible',
      label: 'Donation receipts',
      admin: { description: 'What every donation receipt, /donate and the footer say about the organisation and its tax status.' },
      fields: [
        {
          name: 'legalName',
          type: 'text',
          admin: { description: "The organisation's legal name on receipts (the site name when empty)." },
        },
        { name: 'mailingAddress', type: 'textarea', admin: { description: 'Postal address printed on receipts.' } },
        {
          name: 'taxExemptGranted',
          type: 'checkbox',
          label: 'Tax-exempt status granted',
          defaultValue: false,
          admin: {
            description:
              'Turn on once the IRS has granted 501(c)(3) status, with the EIN below: /donate, the footer and every receipt then say so (with the EIN). Off, none of them claims tax-exempt status.',
          },
        },
        {
          name: 'taxExemptPending',
          type: 'checkbox',
          label: '501(c)(3) application pending',
          defaultValue: false,
          admin: {
            description:
              'Turn on only while an application is with the IRS: /donate, the footer and receipts then say it is pending. With both switches off the site makes no tax claim at all.',
            condition: (data) => !data?.taxExemptGranted,
          },
        },
        {
          name: 'ein',
          type: 'text',
          label: 'EIN',
          admin: { description: 'Employer Identification Number, e.g. 12-3456789. Required once tax-exempt status is granted.' },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { taxExemptGranted?: boolean } }) => {
            if (value && !/^\d{2}-\d{7}$/.test(value)) return 'An EIN looks like 12-3456789.'
            if (siblingData?.taxExemptGranted && !value) return 'Enter the EIN to state tax-exempt status on receipts.'
            return true
          },
        },
      ],
    },
    {
      name: 'socials',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true, validate: validateUrl },
      ],
    },
  ],
}
