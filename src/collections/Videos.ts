import type { CollectionConfig } from 'payload'

import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { validateMediaUrl } from '@/fields/url'

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'channelName', 'videoId', 'publishedAt'],
    group: 'Content',
    description: 'Curated YouTube videos, attached to glossary terms, FAQs and poses.',
    components: { beforeListTable: ['/components/admin/AiStatusPanel#AiStatusPanel'] },
  },
  defaultSort: '-publishedAt',
  hooks: revalidateOnChange(TAGS.videos),
  fields: [
    {
      name: 'videoId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The YouTube video id (11 characters)' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value)
          ? true
          : 'A YouTube video id has 11 letters, digits, - or _.',
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'channelName', type: 'text', index: true },
        { name: 'channelId', type: 'text' },
      ],
    },
    { name: 'thumbnailUrl', type: 'text', validate: validateMediaUrl },
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'text', admin: { description: 'ISO 8601, e.g. PT4M13S' } },
        { name: 'viewCount', type: 'number', min: 0 },
        { name: 'publishedAt', type: 'date', index: true },
      ],
    },
    {
      name: 'glossaryTerms',
      type: 'relationship',
      relationTo: 'glossary-terms',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'faqs',
      type: 'relationship',
      relationTo: 'faqs',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'poses',
      type: 'relationship',
      relationTo: 'poses',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'stepNumber',
      type: 'number',
      min: 1,
      admin: {
        position: 'sidebar',
        description: 'For a pose step video: the 1-based instruction step it demonstrates.',
      },
    },
  ],
}
