import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'
import { expireWithSave, TAGS } from '@/services/platform/revalidate'

export const GENERATION_KINDS = ['image', 'pronunciation', 'narration', 'videos', 'step-videos'] as const
export type GenerationKind = (typeof GENERATION_KINDS)[number]

/**
 * The kinds a request row may name: the generations, and the scheduled runs
 * (src/services/platform/scheduledRuns.ts): the event finder (key "event-finder") and the feedback
 * analysis (key "feedback-analysis").
 */
export const REQUEST_KINDS = [...GENERATION_KINDS, 'events', 'feedback-analysis'] as const

export const GENERATION_STATUSES = ['queued', 'done', 'deferred', 'failed'] as const
export type GenerationStatus = (typeof GENERATION_STATUSES)[number]

const PAGE_TAGS: Record<string, string> = { poses: TAGS.poses, 'glossary-terms': TAGS.glossary, faqs: TAGS.faq }

/**
 * A curation that settled (done, or deferred to the next quota day) changes what the item's
 * cached page asks for (src/services/ai/generationPlan.ts: not again): the page expires everywhere.
 */
const expireSettledCuration: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const settled = (doc.status === 'done' || doc.status === 'deferred') && doc.status !== previousDoc?.status
  const tag = PAGE_TAGS[doc.targetCollection as string]
  if (settled && tag && (doc.kind === 'videos' || doc.kind === 'step-videos')) await expireWithSave([tag], req)
  return doc
}

/**
 * One row per (kind, item) ever asked for, unique on `key`: the claim that makes ten
 * visitors opening the same new pose start one job. A request takes a transaction-scoped
 * advisory lock on the key, reads this row and queues a job only when no job of the key is
 * still alive; the job marks the row done, failed, or deferred (the YouTube quota of the day is
 * spent) with `resumeAfter`, when the generation queue's sweep queues it again.
 */
export const GenerationRequests: CollectionConfig = {
  slug: 'generation-requests',
  labels: { singular: 'Generation request', plural: 'Generation requests' },
  access: { read: editors, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'status', 'job', 'resumeAfter', 'updatedAt'],
    group: 'System',
    description: 'AI generation and video curation asked for per item: queued, done, deferred (YouTube quota) or failed.',
  },
  defaultSort: '-updatedAt',
  indexes: [{ fields: ['status', 'resumeAfter'] }],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: REQUEST_KINDS.map((value) => ({ label: value, value })) },
    { name: 'targetCollection', type: 'text', required: true },
    { name: 'targetId', type: 'number', required: true },
    { name: 'status', type: 'select', required: true, index: true, options: GENERATION_STATUSES.map((value) => ({ label: value, value })) },
    { name: 'force', type: 'checkbox', defaultValue: false, admin: { description: 'Redo even when the item has its output (an editor asked).' } },
    { name: 'job', type: 'number', admin: { description: 'The id of the job that runs it (in System → Jobs while it runs)' } },
    { name: 'resumeAfter', type: 'date', admin: { description: 'Deferred: queued again after this time (the next YouTube quota day); the event finder: its next scheduled run' } },
    {
      name: 'schedule',
      type: 'text',
      admin: { description: 'A scheduled run: the cron schedule its next run was reckoned with (a changed one is taken up at once).' },
    },
    { name: 'error', type: 'text' },
  ],
  hooks: { afterChange: [expireSettledCuration] },
  timestamps: true,
}
