import type { CollectionConfig, FieldAccess } from 'payload'

import { admins } from '@/access/admins'

/**
 * Newsletter campaigns: written in /admin/newsletters, sent by the `sendCampaign` job
 * (src/services/community/campaigns.ts) through the send log `newsletter_sends`. draft → sending → sent.
 */
const draftOnly: FieldAccess = ({ doc }) => !doc || doc.status === 'draft'

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
    // What was sent stays as it was sent: editable while a draft only
    { name: 'subject', type: 'text', required: true, access: { update: draftOnly } },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      access: { update: draftOnly },
      admin: { description: 'HTML; cleaned (sanitize-html) before the preview and before sending' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sending', label: 'Sending' },
        { value: 'sent', label: 'Sent' },
      ],
      // Only 'Send Now' (POST /api/admin/newsletters/{id}/send) moves a draft on
      access: { update: () => false },
    },
    { name: 'sendStartedAt', type: 'date', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'recipientCount', type: 'number', admin: { readOnly: true, description: 'Subscribers the campaign was sent to' } },
  ],
  timestamps: true,
}
