import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'

/**
 * Cached YouTube searches: `search.list` costs 100 of the day's 10,000 units, so the
 * same query within YOUTUBE_SEARCH_CACHE_DAYS (default 7) is answered from here.
 */
export const YoutubeSearches: CollectionConfig = {
  slug: 'youtube-searches',
  labels: { singular: 'YouTube search', plural: 'YouTube searches' },
  access: { read: editors, create: nobody, update: nobody, delete: editors },
  admin: { useAsTitle: 'query', defaultColumns: ['query', 'expiresAt', 'createdAt'], group: 'System' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'cacheKey', type: 'text', required: true, unique: true, index: true },
    { name: 'query', type: 'text', required: true },
    { name: 'results', type: 'json', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
