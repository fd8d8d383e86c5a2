/**
 * The AI feedback analysis: turns visitors' 'Needs improvement' feedback into
 * field-level proposals for the glossary term or FAQ it was left on, for an admin to review at
 * /admin/proposals (src/services/ai/proposals.ts).
 *
 * A run (the `analyzeFeedback` job on the generation queue; nightly at FEEDBACK_ANALYSIS_CRON,
 * default 03:00 UTC, or started from the view through POST /api/admin/feedback/run):
 *  1. reads the unprocessed (`processedAt` empty) 'needs_improvement' feedback of the last
 *     FEEDBACK_ANALYSIS_DAYS days (default 30), oldest first;
 *  2. groups it by the page it was left on; /glossary/{slug} and /faq/{slug} map to a glossary
 *     term or FAQ, other pages have nothing to propose for;
 *  3. per item, asks the chat model for proposals (structured output checked with zod:
 *     fieldName among the item's rewritable text fields, reasoning, priority, confidence, the
 *     proposed value, the feedback ids it answers), writes the usage to the `ai-usage` ledger
 *     (kind chat) and stops before a call once today's chat budget is spent (the rest waits for
 *     the next run);
 *  4. stores each useful proposal linked to the feedback that caused it (`sourceFeedback`), but
 *     never a second pending proposal for the same (item, field), and none that changes nothing;
 *  5. marks the group's feedback processed.
 * Without an OpenAI key nothing runs and the endpoint answers 503 'not configured'.
 */
import type { Payload } from 'payload'

import { askStructured, openaiClient } from '@/integrations/openai'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { PRIORITIES } from '@/lib/options'
import { z } from '@/lib/zod'
import type { Feedback } from '@/payload-types'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { ServiceError } from '@/services/platform/errors'
import { budgetMessage, dailyBudget, spentToday } from '@/services/ai/budgets'
import { PROPOSAL_TARGETS, type ProposalContentType } from '@/services/ai/proposals'
import { runQueueSoon } from '@/services/platform/jobs'
import { queueScheduledRunIfDue } from '@/services/platform/scheduledRuns'

type Environment = Record<string, string | undefined>

export const ANALYZE_FEEDBACK_TASK = 'analyzeFeedback'
export const FEEDBACK_ANALYSIS_KEY = 'feedback-analysis'

export const feedbackAnalysisSettings = (environment: Environment = process.env) => {
  const days = Number(environment.FEEDBACK_ANALYSIS_DAYS?.trim() || NaN)
  return {
    cron: environment.FEEDBACK_ANALYSIS_CRON?.trim() || '0 3 * * *',
    days: Number.isInteger(days) && days > 0 ? days : 30,
    /** At most this many pages (model calls) per run */
    maxPages: 25,
    /** At most this many feedback texts of one page go to the model */
    maxFeedbackPerPage: 40,
  }
}

const tuple = <T extends string>(values: readonly T[]) => values as unknown as [T, ...T[]]

/** The model's answer for one item: proposals for `fields` only. */
export const proposalsSchema = (fields: readonly string[]) =>
  z.object({
    proposals: z.array(
      z.object({
        fieldName: z.enum(tuple(fields)),
        reasoning: z.string().describe('why the change answers the feedback, in one or two sentences'),
        priority: z.enum(tuple(PRIORITIES)),
        confidence: z.number().describe('0 to 100: how sure you are that the change improves the page'),
        proposedValue: z.string().describe('the complete new text of the field'),
        feedbackIds: z.array(z.number()).describe('ids of the feedback this proposal answers'),
      }),
    ),
  })

/** The item a page path names: "/glossary/asana" → glossary "asana"; other pages name none. */
export const contentOfPath = (path: string | null | undefined): { contentType: ProposalContentType; slug: string } | null => {
  const clean = (path ?? '').split(/[?#]/)[0]!.replace(/\/+$/, '')
  const match = /^\/(glossary|faq)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(clean)
  return match ? { contentType: match[1] as ProposalContentType, slug: match[2]! } : null
}

const pathOf = (feedback: Pick<Feedback, 'slug' | 'url'>): string => {
  if (feedback.slug) return feedback.slug
  try {
    return feedback.url ? new URL(feedback.url).pathname : ''
  } catch {
    return ''
  }
}

const SYSTEM =
  'You are the careful editor of a free, non-profit yoga education website. Visitors said a page needs improvement. ' +
  'Propose changes to single text fields of the page only where the feedback shows a real problem the text can fix. ' +
  'Keep facts accurate, put safety first, write plainly and warmly in the second person, explain Sanskrit instead of showing off. ' +
  'The proposed value is the complete new text of the field. Propose nothing for feedback about design, speed or bugs, or that asks for something wrong. ' +
  'Confidence is 0 to 100.'

export type AnalysisResult = {
  pages: number
  created: number
  duplicates: number
  feedbackProcessed: number
  /** Stopped early: today's chat budget is spent */
  budgetSpent: boolean
}

const markProcessed = async (payload: Payload, ids: number[], now: Date) => {
  if (ids.length) await payload.update({ collection: 'feedback', where: { id: { in: ids } }, data: { processedAt: now.toISOString() }, depth: 0 })
}

/** One run (the analyzeFeedback job). */
export const analyzeFeedback = async (payload: Payload, now: Date = new Date()): Promise<AnalysisResult> => {
  const result: AnalysisResult = { pages: 0, created: 0, duplicates: 0, feedbackProcessed: 0, budgetSpent: false }
  if (!openaiClient()) return result
  const settings = feedbackAnalysisSettings()
  const { docs } = await payload.find({
    collection: 'feedback',
    where: {
      and: [
        { rating: { equals: 'needs_improvement' } },
        { processedAt: { exists: false } },
        { createdAt: { greater_than_equal: new Date(now.getTime() - settings.days * 86_400_000).toISOString() } },
      ],
    },
    sort: 'createdAt',
    depth: 0,
    limit: 2000,
    pagination: false,
  })
  const groups = new Map<string, { contentType: ProposalContentType; slug: string; feedback: Feedback[] }>()
  const unmapped: number[] = []
  for (const feedback of docs) {
    const content = contentOfPath(pathOf(feedback))
    if (!content) {
      unmapped.push(feedback.id)
      continue
    }
    const key = `${content.contentType}:${content.slug}`
    const group = groups.get(key) ?? { ...content, feedback: [] }
    group.feedback.push(feedback)
    groups.set(key, group)
  }
  // Feedback left on other pages (home, events, …) has no field to improve: read, nothing to propose
  await markProcessed(payload, unmapped, now)
  result.feedbackProcessed += unmapped.length

  // The pages with the most feedback first
  const ordered = [...groups.values()].sort((a, b) => b.feedback.length - a.feedback.length).slice(0, settings.maxPages)
  for (const group of ordered) {
    const ids = group.feedback.map((feedback) => feedback.id)
    const target = PROPOSAL_TARGETS[group.contentType]
    const { docs: contents } = await payload.find({ collection: target.collection, where: { slug: { equals: group.slug } }, draft: true, depth: 0, limit: 1, pagination: false })
    const content = contents[0] as unknown as (Record<string, unknown> & { id: number }) | undefined
    if (!content) {
      await markProcessed(payload, ids, now)
      result.feedbackProcessed += ids.length
      continue
    }
    if ((await spentToday(payload, 'chat')) >= dailyBudget('chat')) {
      result.budgetSpent = true
      break
    }
    const fields = target.fields
    const current = Object.fromEntries(fields.map((field) => [field, String(content[field] ?? '')]))
    const { value, usage } = await askStructured(
      proposalsSchema(fields),
      'content_proposals',
      SYSTEM,
      [
        `Page: ${target.pathPrefix}${group.slug} (a ${target.label}: "${String(content[target.titleField] ?? '')}")`,
        `Fields you may change, with their current text:\n${JSON.stringify(current, null, 2)}`,
        'Visitor feedback (id, category, severity, text):',
        ...group.feedback
          .slice(-settings.maxFeedbackPerPage)
          .map((feedback) => `- id=${feedback.id} [${feedback.category ?? 'unspecified'}, ${feedback.severity ?? 'unspecified'}] ${(feedback.feedbackText ?? '').slice(0, 1000) || '(no text)'}`),
      ].join('\n'),
    )
    await payload.create({ collection: 'ai-usage', data: { kind: 'chat', ...usage, targetCollection: target.collection, targetId: content.id }, depth: 0 })
    result.pages += 1

    const proposed = new Set<string>()
    for (const proposal of value.proposals) {
      const proposedValue = proposal.proposedValue.trim()
      if (!proposedValue || proposedValue === current[proposal.fieldName]?.trim() || proposed.has(proposal.fieldName)) continue
      const { totalDocs } = await payload.count({
        collection: 'proposals',
        where: {
          and: [
            { contentType: { equals: group.contentType } },
            { contentId: { equals: String(content.id) } },
            { fieldName: { equals: proposal.fieldName } },
            { status: { equals: 'pending' } },
          ],
        },
      })
      if (totalDocs > 0) {
        result.duplicates += 1
        continue
      }
      proposed.add(proposal.fieldName)
      const linked = proposal.feedbackIds.filter((id) => ids.includes(id))
      await payload.create({
        collection: 'proposals',
        data: {
          contentType: group.contentType,
          contentId: String(content.id),
          fieldName: proposal.fieldName,
          aiReasoning: proposal.reasoning.trim(),
          priority: proposal.priority,
          confidenceScore: Math.round(Math.min(100, Math.max(0, Number.isFinite(proposal.confidence) ? proposal.confidence : 0))),
          requiresHumanReview: true,
          currentValue: current[proposal.fieldName],
          proposedValue,
          status: 'pending',
          sourceFeedback: linked.length ? linked : ids,
        },
        depth: 0,
      })
      result.created += 1
    }
    await markProcessed(payload, ids, now)
    result.feedbackProcessed += ids.length
  }
  return result
}

/** POST /api/admin/feedback/run: queues a run (or finds the one still waiting or running); 503 without OpenAI, 429 past the budget. */
/** Whether the AI feedback analysis can run here (an OpenAI key is set). */
export const analysisConfigured = (): boolean => openaiClient() !== null

export const startFeedbackAnalysis = async (payload: Payload): Promise<{ jobId: number; alreadyQueued: boolean }> => {
  if (!openaiClient()) throw new ServiceError(503, PROPOSAL_TEXT.notConfigured)
  if ((await spentToday(payload, 'chat')) >= dailyBudget('chat')) throw new ServiceError(429, budgetMessage('chat'))
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: ANALYZE_FEEDBACK_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const job = docs[0] ?? (await payload.jobs.queue({ task: ANALYZE_FEEDBACK_TASK as 'generateImage', queue: GENERATION_QUEUE, input: { requestId: 0 } }))
  // the analysis starts right after the answer went out (src/services/platform/jobs.ts)
  runQueueSoon(GENERATION_QUEUE)
  return { jobId: Number(job.id), alreadyQueued: Boolean(docs[0]) }
}

/** The nightly run: queued by the generation queue's sweep when FEEDBACK_ANALYSIS_CRON is due. */
export const queueFeedbackAnalysisIfDue = async (payload: Payload, now: Date = new Date()): Promise<boolean> => {
  if (!openaiClient()) return false
  const { cron } = feedbackAnalysisSettings()
  return queueScheduledRunIfDue(payload, { key: FEEDBACK_ANALYSIS_KEY, kind: 'feedback-analysis', task: ANALYZE_FEEDBACK_TASK, targetCollection: 'feedback', cron }, now)
}
