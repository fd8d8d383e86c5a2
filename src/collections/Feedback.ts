import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsFieldAccess } from '@/access/adminsFieldAccess'
import { nobody } from '@/access/nobody'
import {
  FEEDBACK_CATEGORY_OPTIONS,
  FEEDBACK_RATING_OPTIONS,
  SEVERITY_OPTIONS,
} from '@/lib/options'

/** Page feedback from the 'Improve this page' dialog. Visitors write through POST /api/feedback only. */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  access: {
    read: admins,
    create: nobody,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'slug',
    defaultColumns: ['slug', 'rating', 'category', 'severity', 'createdAt'],
    group: 'Community',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'rating', type: 'select', required: true, index: true, options: FEEDBACK_RATING_OPTIONS },
    { name: 'feedbackText', type: 'textarea' },
    { name: 'category', type: 'select', index: true, options: FEEDBACK_CATEGORY_OPTIONS },
    { name: 'severity', type: 'select', index: true, options: SEVERITY_OPTIONS },
    // The visitor's address: admins only, on every read path (editors see the rest of the record).
    { name: 'email', type: 'email', access: { read: adminsFieldAccess, update: adminsFieldAccess } },
    { name: 'url', type: 'text' },
    { name: 'slug', type: 'text', index: true, admin: { description: 'The page path' } },
    { name: 'userAgent', type: 'text' },
    { name: 'viewport', type: 'text', admin: { description: 'width x height' } },
    {
      name: 'processedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', description: 'When the AI proposal run read it' },
    },
  ],
  timestamps: true,
}
