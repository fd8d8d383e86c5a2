import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'

/**
 * YouTube Data API units spent per quota day. Google's day ends at midnight Pacific
 * time; `day` is that date (YYYY-MM-DD). Units are reserved with one atomic upsert before each
 * call (src/integrations/youtube), so several processes never overspend together.
 */
export const YoutubeQuota: CollectionConfig = {
  slug: 'youtube-quota',
  labels: { singular: 'YouTube quota day', plural: 'YouTube quota' },
  access: { read: editors, create: nobody, update: nobody, delete: nobody },
  admin: { useAsTitle: 'day', defaultColumns: ['day', 'units', 'updatedAt'], group: 'System', components: { beforeListTable: ['/components/admin/AiStatusPanel#AiStatusPanel'] }, },
  defaultSort: '-day',
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, index: true },
    { name: 'units', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
  timestamps: true,
}
