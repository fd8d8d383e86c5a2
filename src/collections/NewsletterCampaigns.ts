import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'

export const NewsletterCampaigns: CollectionConfig = {
  slug: 'newsletter-campaigns',
  labels: { singular: 'Newsletter campaign', plural: 'Newsletter campaigns' },
  access: {
    read: admins,
    create: admins,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sentAt', 'createdAt'],
    group: 'Newsletter',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subject', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true, admin: { description: 'HTML' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sent', label: 'Sent' },
      ],
    },
    { name: 'sentAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'recipientCount', type: 'number', admin: { readOnly: true } },
  ],
  timestamps: true,
}
