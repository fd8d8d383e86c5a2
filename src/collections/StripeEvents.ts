import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/**
 * Every Stripe webhook event handled, under a unique event id: the webhook records
 * the id and applies the event in one transaction, so a redelivered event finds its id and
 * changes nothing.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'objectId', 'createdAt'], group: 'Donations' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    { name: 'objectId', type: 'text', index: true },
  ],
  timestamps: true,
}
