import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { revalidateOnChange, TAGS } from '@/lib/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  admin: { group: 'Content' },
  // Team portraits and other images are read through the data cache.
  hooks: revalidateOnChange(TAGS.team),
  fields: [{ name: 'alt', type: 'text', required: true }],
  upload: {
    staticDir: path.resolve(process.cwd(), 'media'),
    mimeTypes: ['image/*', 'audio/*'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 640 },
      { name: 'hero', width: 1280 },
    ],
  },
}
