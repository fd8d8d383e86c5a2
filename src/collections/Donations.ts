import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/** Donations recorded from the payment provider. Written by the server only. */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: 'Donation', plural: 'Donations' },
  access: {
    read: admins,
    create: nobody,
    update: nobody,
    delete: admins,
  },
  admin: {
    useAsTitle: 'providerId',
    defaultColumns: ['amount', 'monthly', 'status', 'email', 'createdAt'],
    group: 'Donations',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'USD' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
    { name: 'monthly', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'succeeded', label: 'Succeeded' },
        { value: 'failed', label: 'Failed' },
        { value: 'canceled', label: 'Canceled' },
      ],
    },
    {
      name: 'providerId',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Stripe PaymentIntent or Subscription id' },
    },
    { name: 'email', type: 'email' },
  ],
  timestamps: true,
}
