/**
 * The feature-ideas backlog: read-only lists for GET /api/admin/ideas
 * (admins) and the admin's /admin/ideas view (admins and editors). Ideas are kept in the admin's
 * Ideas collection.
 */
import type { Payload } from 'payload'

import type { Idea } from '@/payload-types'
import { list } from '@/services/platform/shared'

export type IdeaItem = Pick<Idea, 'id' | 'title' | 'status' | 'priority' | 'category'> & {
  description: string
  estimatedEffort: string
  impactScore: number | null
  tags: string[]
}

const PRIORITY_RANK: Record<Idea['priority'], number> = { critical: 0, high: 1, medium: 2, low: 3 }

/** Every idea: by priority (critical first), then impact (highest first), then title. */
export const listIdeas = async (payload: Payload): Promise<IdeaItem[]> => {
  const { docs } = await payload.find({ collection: 'ideas', depth: 0, pagination: false, limit: 1000, sort: '-impactScore' })
  return docs
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      description: doc.description ?? '',
      status: doc.status,
      priority: doc.priority,
      category: doc.category,
      estimatedEffort: doc.estimatedEffort ?? '',
      impactScore: doc.impactScore ?? null,
      tags: list(doc.tags),
    }))
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || (b.impactScore ?? 0) - (a.impactScore ?? 0) || a.title.localeCompare(b.title))
}

/** Two lists, Planned and Backlog. */
export const ideasByStatus = (ideas: IdeaItem[]) => ({
  planned: ideas.filter((idea) => idea.status === 'planned'),
  backlog: ideas.filter((idea) => idea.status === 'backlog'),
})
