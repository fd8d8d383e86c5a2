import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { PRIORITY_OPTIONS, PROPOSAL_CONTENT_TYPE_OPTIONS } from '@/lib/options'

/**
 * AI content-improvement proposals made from visitor feedback (the nightly analysis,
 * src/services/ai/feedbackAnalysis.ts), reviewed by admins at /admin/proposals. Admins
 * may also write one by hand here; approving checks it like any other (the field must still hold
 * `currentValue`). Approve, reject and revert go through src/services/ai/proposals.ts only: the
 * review fields are read-only in the admin.
 */
export const Proposals: CollectionConfig = {
  slug: 'proposals',
  labels: { singular: 'Proposal', plural: 'Proposals' },
  access: {
    read: admins,
    create: admins,
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
        { value: 'reverted', label: 'Applied, then reverted' },
      ],
      access: { update: () => false },
      admin: { readOnly: true },
    },
    { name: 'rejectionReason', type: 'textarea', access: { update: () => false } },
    { name: 'reviewedAt', type: 'date', access: { create: () => false, update: () => false } },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', access: { create: () => false, update: () => false } },
    {
      name: 'previousVersionId',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'The version of the glossary term or FAQ before approval: Revert restores it' },
    },
    {
      name: 'appliedVersionId',
      type: 'text',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'The version approval wrote' },
    },
    { name: 'revertedAt', type: 'date', access: { create: () => false, update: () => false } },
    { name: 'sourceFeedback', type: 'relationship', relationTo: 'feedback', hasMany: true },
  ],
  timestamps: true,
}
