import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/** Messages from /contact. Visitors write through POST /api/contact only. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: {
    read: admins,
    create: nobody,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    group: 'Community',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'New' },
        { value: 'answered', label: 'Answered' },
        { value: 'spam', label: 'Spam' },
      ],
    },
    { name: 'ip', type: 'text', admin: { readOnly: true } },
  ],
  timestamps: true,
}
