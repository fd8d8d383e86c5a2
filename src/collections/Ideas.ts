import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { stringList } from '@/fields/lists'
import { slugField } from '@/fields/slug'
import {
  IDEA_CATEGORY_OPTIONS,
  IDEA_STATUS_OPTIONS,
  PRIORITY_OPTIONS,
} from '@/lib/options'

/** The feature-ideas backlog. Admin data: never readable by visitors. */
export const Ideas: CollectionConfig = {
  slug: 'ideas',
  labels: { singular: 'Idea', plural: 'Ideas' },
  access: {
    read: admins,
    create: admins,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'priority', 'category', 'impactScore'],
    group: 'Community',
  },
  defaultSort: '-impactScore',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'backlog',
          index: true,
          options: IDEA_STATUS_OPTIONS,
        },
        { name: 'priority', type: 'select', required: true, index: true, options: PRIORITY_OPTIONS },
        { name: 'category', type: 'select', required: true, index: true, options: IDEA_CATEGORY_OPTIONS },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'estimatedEffort', type: 'text' },
        { name: 'impactScore', type: 'number', min: 1, max: 10, admin: { description: 'Out of 10' } },
      ],
    },
    stringList('tags'),
    slugField('title', { required: true }),
  ],
  timestamps: true,
}
