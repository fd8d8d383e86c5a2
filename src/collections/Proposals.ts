import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'
import { PRIORITY_OPTIONS, PROPOSAL_CONTENT_TYPE_OPTIONS } from '@/lib/options'

/** AI content-improvement proposals made from visitor feedback, reviewed by admins. */
export const Proposals: CollectionConfig = {
  slug: 'proposals',
  labels: { singular: 'Proposal', plural: 'Proposals' },
  access: {
    read: admins,
    create: nobody,
    update: admins,
    delete: admins,
  },
  admin: {
    useAsTitle: 'fieldName',
    defaultColumns: ['contentType', 'fieldName', 'priority', 'confidenceScore', 'status'],
    group: 'Community',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'contentType',
          type: 'select',
          required: true,
          index: true,
          options: PROPOSAL_CONTENT_TYPE_OPTIONS,
        },
        { name: 'contentId', type: 'text', required: true, index: true },
        { name: 'fieldName', type: 'text', required: true },
      ],
    },
    { name: 'aiReasoning', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'priority', type: 'select', required: true, index: true, options: PRIORITY_OPTIONS },
        { name: 'confidenceScore', type: 'number', min: 0, max: 100, required: true },
        { name: 'requiresHumanReview', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    { name: 'currentValue', type: 'textarea' },
    { name: 'proposedValue', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved and applied' },
        { value: 'rejected', label: 'Rejected' },
      ],
    },
    { name: 'rejectionReason', type: 'textarea' },
    { name: 'reviewedAt', type: 'date' },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users' },
    { name: 'sourceFeedback', type: 'relationship', relationTo: 'feedback', hasMany: true },
  ],
  timestamps: true,
}
