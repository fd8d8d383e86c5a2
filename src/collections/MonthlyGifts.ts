import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/**
 * A monthly donor's Stripe subscription: active after its first invoice is paid,
 * past due when a charge fails, canceled when Stripe says so (the donor's portal, say). The
 * admin's monthly total and donor count are read from here.
 */
export const MonthlyGifts: CollectionConfig = {
  slug: 'monthly-gifts',
  labels: { singular: 'Monthly gift', plural: 'Monthly gifts' },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'email',
    listSearchableFields: ['email', 'subscriptionId'],
    defaultColumns: ['amount', 'status', 'email', 'startedAt', 'canceledAt'],
    group: 'Donations',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subscriptionId', type: 'text', required: true, unique: true, index: true },
    { name: 'customerId', type: 'text', required: true, index: true },
    { name: 'email', type: 'email', index: true },
    {
      name: 'amount',
      type: 'number',
      required: true,
      admin: { description: 'USD per month', components: { Cell: '/components/admin/DonationCells#UsdCell' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'incomplete',
      index: true,
      options: [
        { value: 'incomplete', label: 'Not started' },
        { value: 'active', label: 'Active' },
        { value: 'past_due', label: 'Past due' },
        { value: 'canceled', label: 'Canceled' },
      ],
    },
    { name: 'startedAt', type: 'date' },
    { name: 'canceledAt', type: 'date' },
  ],
  timestamps: true,
}
