import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/** Double opt-in subscribers. Visitors write through POST /api/newsletter only. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: {
    read: admins,
    create: nobody,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'confirmedAt', 'createdAt'],
    group: 'Newsletter',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending confirmation' },
        { value: 'active', label: 'Active' },
        { value: 'unsubscribed', label: 'Unsubscribed' },
      ],
    },
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    { name: 'tokenExpiresAt', type: 'date', admin: { readOnly: true } },
    { name: 'consentAt', type: 'date', admin: { readOnly: true } },
    { name: 'consentIp', type: 'text', admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
  ],
  timestamps: true,
}
