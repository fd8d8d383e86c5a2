import type { GlobalConfig } from 'payload'

import { revalidateGlobal, TAGS } from '@/lib/revalidate'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'

export const Team: GlobalConfig = {
  slug: 'team',
  label: 'Team',
  access: { read: anyone, update: editors },
  admin: { group: 'Settings' },
  hooks: { afterChange: revalidateGlobal(TAGS.team) },
  fields: [
    { name: 'mission', type: 'textarea', admin: { description: 'The mission statement on /team' } },
    {
      name: 'members',
      type: 'array',
      maxRows: 5,
      labels: { singular: 'Member', plural: 'Members' },
      admin: { description: 'The five people shown on /team' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text', required: true },
          ],
        },
        { name: 'bio', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          type: 'row',
          fields: [
            { name: 'linkedin', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
      ],
    },
  ],
}
