import type { SearchPluginConfig } from '@payloadcms/plugin-search/types'

import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'
import { beforeSync } from '@/collections/Search/beforeSync'
import { SEARCH_KINDS } from '@/collections/Search/kinds'

/**
 * The site search index (the /search page and GET /api/search), kept in sync by
 * @payloadcms/plugin-search: one row per published glossary term, FAQ, pose, event and video,
 * created, updated and removed by the plugin's hooks (drafts and unpublished documents are left
 * out). Each row carries the text to search, split by weight, and the public fields of its
 * result. The migration adds the full-text and trigram columns and indexes that
 * src/services/content/search.ts queries; Payload itself never reads them.
 */
export const searchPluginConfig: SearchPluginConfig = {
  collections: ['glossary-terms', 'faqs', 'poses', 'events', 'videos'],
  beforeSync,
  syncDrafts: false,
  deleteDrafts: true,
  reindexBatchSize: 100,
  searchOverrides: {
    slug: 'search',
    labels: { singular: 'Search entry', plural: 'Search index' },
    // Visitors search through /api/search; the raw index is for the people who curate content.
    access: { read: editors, create: nobody, update: editors, delete: editors },
    admin: {
      group: 'System',
      defaultColumns: ['title', 'kind', 'updatedAt'],
      description:
        'Kept in step with published content automatically. "Reindex" rebuilds it from scratch after a bulk import.',
    },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'kind',
        type: 'select',
        required: true,
        index: true,
        options: SEARCH_KINDS.map((kind) => ({ value: kind, label: kind })),
        admin: { readOnly: true, position: 'sidebar' },
      },
      { name: 'slug', type: 'text', admin: { readOnly: true, description: 'Or the video id' } },
      { name: 'altNames', type: 'textarea', admin: { readOnly: true, description: 'One name per line' } },
      { name: 'shortText', type: 'textarea', admin: { readOnly: true } },
      { name: 'tags', type: 'text', admin: { readOnly: true } },
      { name: 'longText', type: 'textarea', admin: { readOnly: true } },
      {
        name: 'endsAt',
        type: 'date',
        index: true,
        admin: { readOnly: true, description: 'Events only: past events drop out of the results' },
      },
      { name: 'result', type: 'json', admin: { readOnly: true } },
    ],
  },
}
