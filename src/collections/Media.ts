import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { requiredText } from '@/fields/media'
import { env } from '@/lib/env'
import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  admin: { group: 'Content' },
  // Team portraits and the images of terms, FAQs and poses (their alt text too) are read through the data cache.
  hooks: revalidateOnChange(TAGS.team, TAGS.glossary, TAGS.faq, TAGS.poses),
  fields: [
    { name: 'alt', type: 'text', required: true, validate: requiredText },
    {
      // Offline pronunciation (espeak-ng) is robotic and drops final vowels: marked so
      // editors find and replace it (filter the list on it).
      name: 'machineVoice',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Machine voice (replace with a human or better recording)',
      admin: { position: 'sidebar' },
    },
    {
      name: 'generatedBy',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'The model that made this file, when a generation job did' },
    },
  ],
  upload: {
    // MEDIA_DIR, else media/ (docs/operations.md, "Environment")
    staticDir: env.mediaDir(),
    mimeTypes: ['image/*', 'audio/*'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 640 },
      { name: 'hero', width: 1280 },
      // Open Graph / social cards: 1200×630, cropped around the centre
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
}
