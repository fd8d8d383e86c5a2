import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'

export const AI_USAGE_KINDS = ['image', 'pronunciation', 'narration', 'chat'] as const
export type AiUsageKind = (typeof AI_USAGE_KINDS)[number]

/**
 * The AI cost ledger: one row per call to a paid model (an image, a recording, a
 * model judgment), with its units and estimated cost in US dollars. The daily budgets per kind
 * (AI_DAILY_BUDGET_USD_<KIND>) are checked against today's rows before anything is queued.
 * Written only by the generation jobs; editors read it.
 */
export const AiUsage: CollectionConfig = {
  slug: 'ai-usage',
  labels: { singular: 'AI usage', plural: 'AI usage' },
  access: { read: editors, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'model', 'units', 'estimatedCostUsd', 'targetCollection', 'targetId', 'createdAt'],
    group: 'System',
    description: 'Every paid AI call: what it made, for which item, and what it cost (estimated).',
    components: { beforeListTable: ['/components/admin/AiStatusPanel#AiStatusPanel'] },
  },
  defaultSort: '-createdAt',
  // budget sums: today's rows of one kind
  indexes: [{ fields: ['kind', 'createdAt'] }, { fields: ['targetCollection', 'targetId'] }],
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: AI_USAGE_KINDS.map((value) => ({ label: value, value })) },
    { name: 'model', type: 'text', required: true },
    { name: 'units', type: 'number', required: true, min: 0, admin: { description: 'images, characters of speech, or tokens' } },
    { name: 'unit', type: 'select', required: true, options: ['images', 'characters', 'tokens'].map((value) => ({ label: value, value })) },
    { name: 'estimatedCostUsd', type: 'number', required: true, min: 0 },
    { name: 'targetCollection', type: 'text', index: true },
    { name: 'targetId', type: 'number', index: true },
  ],
  timestamps: true,
}
