import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

/**
 * Gifts received through Stripe: one row per charge. A one-time gift is keyed by its
 * PaymentIntent; each charge of a monthly gift by its invoice (the first row is stored when the
 * subscription starts, later ones when their `invoice.paid` arrives). Rows are written by the
 * server only: the intent calls store them pending, the webhook and the success page settle them.
 */
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
    listSearchableFields: ['email', 'providerId'],
    defaultColumns: ['amount', 'monthly', 'status', 'email', 'paidAt', 'createdAt'],
    group: 'Donations',
    description: 'Every gift, one row per charge. Rows are settled by Stripe webhooks; refunds and cancellations come back the same way.',
    components: { beforeListTable: ['/components/admin/DonationsSummary#DonationsSummary'] },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'amount',
      type: 'number',
      required: true,
      min: 0.5,
      admin: { description: 'USD charged, including a covered fee', components: { Cell: '/components/admin/DonationCells#UsdCell' } },
    },
    { name: 'coveredFee', type: 'number', defaultValue: 0, admin: { description: 'USD the donor added to cover processing' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
    {
      name: 'monthly',
      type: 'checkbox',
      label: 'Frequency',
      defaultValue: false,
      index: true,
      admin: { description: 'Ticked: a charge of a monthly gift', components: { Cell: '/components/admin/DonationCells#FrequencyCell' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'processing', label: 'Processing' },
        { value: 'succeeded', label: 'Succeeded' },
        { value: 'failed', label: 'Failed' },
        { value: 'canceled', label: 'Canceled' },
        { value: 'refunded', label: 'Refunded' },
      ],
    },
    {
      name: 'providerId',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Stripe PaymentIntent (one-time) or Invoice (monthly) id' },
    },
    { name: 'paymentIntentId', type: 'text', index: true, admin: { description: 'Stripe PaymentIntent id' } },
    { name: 'subscriptionId', type: 'text', index: true, admin: { description: 'Stripe Subscription id (monthly)' } },
    { name: 'gift', type: 'relationship', relationTo: 'monthly-gifts', index: true },
    { name: 'email', type: 'email', index: true },
    { name: 'paidAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'refundedAmount', type: 'number', admin: { description: 'USD refunded' } },
    { name: 'failureMessage', type: 'text' },
    { name: 'receiptSentAt', type: 'date', admin: { description: 'When the receipt was queued (once per charge)' } },
    {
      name: 'clientKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
