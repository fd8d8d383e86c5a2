import type { GlobalConfig } from 'payload'

import { revalidateGlobal, TAGS } from '@/services/platform/revalidate'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { validateUrl } from '@/fields/url'
import { previewPath } from '@/lib/preview'

export const Team: GlobalConfig = {
  slug: 'team',
  label: 'Team',
  access: { read: anyone, update: editors },
  admin: { group: 'Settings', preview: () => previewPath('/team'), livePreview: { url: previewPath('/team') } },
  // Editors save drafts and see them on /team through the draft preview; visitors see what is published.
  versions: { drafts: true, max: 20 },
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
        {
          name: 'bio',
          type: 'textarea',
          admin: {
            description:
              'Shown to visitors as written: two or three sentences on what this person does for the site. Add real training or background only when it is true and they agree; keep notes to other editors out of it.',
          },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A real photo of this person, with their consent. Leave empty for the placeholder.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'linkedin', type: 'text', validate: validateUrl },
            { name: 'email', type: 'email' },
          ],
        },
      ],
    },
  ],
}
