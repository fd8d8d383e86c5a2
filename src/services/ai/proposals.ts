/**
 * AI content-improvement proposals: the pending list, and
 * approve / reject / revert for the admin's /admin/proposals view and /api/admin/proposals/*.
 *
 * Approving writes the proposed value into that glossary term's or FAQ's field through Payload
 * (glossary terms and FAQs keep versions, with drafts): published at once, so the public page
 * changes (the collection's afterChange hook expires its cache tag; we expire it again after
 * the commit). Before writing, the id of the document's current version is recorded on the
 * proposal (`previousVersionId`), and after it the version the approval wrote
 * (`appliedVersionId`). Revert restores `previousVersionId` with `payload.restoreVersion` (which
 * takes the VERSION id) when nothing was saved since; otherwise it puts back only this field,
 * keeping later edits of other fields.
 *
 * A proposal whose field changed since it was made (the document's value is no longer the
 * proposal's `currentValue`) is refused with 409: applying it would silently overwrite an
 * editor's newer text. Each action holds a transaction-scoped advisory lock on the proposal, so
 * two clicks apply once.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { expireTags, TAGS } from '@/services/platform/revalidate'
import type { Proposal, User } from '@/payload-types'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { NotFoundError, ServiceError } from '@/services/platform/errors'
import { inTransaction } from '@/services/platform/transaction'

export type ProposalContentType = Proposal['contentType']

/** What a proposal may change: per content type, its collection and the text fields the model may rewrite. */
export const PROPOSAL_TARGETS = {
  glossary: {
    collection: 'glossary-terms',
    label: 'glossary term',
    titleField: 'term',
    pathPrefix: '/glossary/',
    tag: TAGS.glossary,
    fields: ['shortDef', 'longDef', 'literalMeaning', 'pronunciation'],
  },
  faq: {
    collection: 'faqs',
    label: 'FAQ',
    titleField: 'question',
    pathPrefix: '/faq/',
    tag: TAGS.faq,
    fields: ['shortAnswer', 'longAnswer'],
  },
} as const satisfies Record<
  ProposalContentType,
  { collection: 'glossary-terms' | 'faqs'; label: string; titleField: string; pathPrefix: string; tag: string; fields: readonly string[] }
>

export type ProposalTarget = (typeof PROPOSAL_TARGETS)[ProposalContentType]

export const STALE_MESSAGE =
  'The field has changed since this proposal was made, so it was not applied. Reject it, or compare the current text with the proposal and edit by hand.'
export const REVERT_STALE_MESSAGE =
  'The field has changed since this proposal was approved, so it was not reverted. Edit it in the admin instead.'

/** What the list and the view show of one proposal (its record plus the page it is about). */
export type ProposalItem = {
  id: number
  contentType: ProposalContentType
  contentId: string
  contentTitle: string
  /** The public page, when the item still exists */
  contentPath: string | null
  fieldName: string
  aiReasoning: string
  priority: Proposal['priority']
  confidenceScore: number
  requiresHumanReview: boolean
  currentValue: string
  proposedValue: string
  status: NonNullable<Proposal['status']>
  rejectionReason: string | null
  sourceFeedbackCount: number
  createdAt: string
  reviewedAt: string | null
}

type ContentDoc = { id: number; slug?: string | null; _status?: 'draft' | 'published' | null } & Record<string, unknown>

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

export const targetOf = (contentType: ProposalContentType, fieldName: string): ProposalTarget => {
  const target = PROPOSAL_TARGETS[contentType]
  if (!target || !(target.fields as readonly string[]).includes(fieldName)) {
    throw new ServiceError(409, `A ${target?.label ?? 'proposal'} cannot be changed in "${fieldName}" from here. Reject this proposal and edit by hand.`)
  }
  return target
}

const loadContent = async (payload: Payload, target: ProposalTarget, contentId: string, req?: PayloadRequest): Promise<ContentDoc | null> => {
  const id = Number(contentId)
  if (!Number.isInteger(id) || id <= 0) return null
  // draft: true reads the newest version, a draft too: an unpublished edit must not be published by an approval
  const doc = await payload.findByID({ collection: target.collection, id, draft: true, depth: 0, disableErrors: true, req })
  return (doc as unknown as ContentDoc | null) ?? null
}

/** The id of the document's newest version (the row a restore would bring back). */
const latestVersionId = async (payload: Payload, target: ProposalTarget, id: number, req: PayloadRequest): Promise<string | null> => {
  const { docs } = await payload.findVersions({
    collection: target.collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ? String(docs[0].id) : null
}

const toItem = (proposal: Proposal, content: ContentDoc | null): ProposalItem => {
  const target = PROPOSAL_TARGETS[proposal.contentType]
  return {
    id: proposal.id,
    contentType: proposal.contentType,
    contentId: proposal.contentId,
    contentTitle: content ? asText(content[target.titleField]) : `${target.label} ${proposal.contentId} (deleted)`,
    contentPath: content?.slug ? `${target.pathPrefix}${content.slug}` : null,
    fieldName: proposal.fieldName,
    aiReasoning: proposal.aiReasoning ?? '',
    priority: proposal.priority,
    confidenceScore: proposal.confidenceScore,
    requiresHumanReview: proposal.requiresHumanReview !== false,
    currentValue: proposal.currentValue ?? '',
    proposedValue: proposal.proposedValue,
    status: proposal.status ?? 'pending',
    rejectionReason: proposal.rejectionReason ?? null,
    sourceFeedbackCount: proposal.sourceFeedback?.length ?? 0,
    createdAt: proposal.createdAt,
    reviewedAt: proposal.reviewedAt ?? null,
  }
}

/** Proposals of one status, newest first (pending: all; others: the latest `limit`), with their items' titles. */
export const listProposals = async (payload: Payload, status: ProposalItem['status'] = 'pending', limit = 200): Promise<ProposalItem[]> => {
  const { docs } = await payload.find({
    collection: 'proposals',
    where: { status: { equals: status } },
    sort: status === 'pending' ? '-createdAt' : '-reviewedAt',
    depth: 0,
    limit,
    pagination: false,
  })
  // the items they are about, one query per content type
  const contents = new Map<string, ContentDoc>()
  for (const type of Object.keys(PROPOSAL_TARGETS) as ProposalContentType[]) {
    const ids = [...new Set(docs.filter((doc) => doc.contentType === type).map((doc) => Number(doc.contentId)).filter(Number.isInteger))]
    if (!ids.length) continue
    const { docs: found } = await payload.find({ collection: PROPOSAL_TARGETS[type].collection, where: { id: { in: ids } }, draft: true, depth: 0, pagination: false, limit: ids.length })
    for (const content of found) contents.set(`${type}:${content.id}`, content as unknown as ContentDoc)
  }
  return docs.map((doc) => toItem(doc, contents.get(`${doc.contentType}:${doc.contentId}`) ?? null))
}

/** GET /api/admin/proposals: the pending proposals and how many of them need a human review. */
export const pendingProposals = async (payload: Payload): Promise<{ proposals: ProposalItem[]; requiresReview: number }> => {
  const proposals = await listProposals(payload, 'pending')
  return { proposals, requiresReview: proposals.filter((proposal) => proposal.requiresHumanReview).length }
}

const STATUS_WORD: Record<ProposalItem['status'], string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  reverted: 'reverted',
}

/** One transaction holding the proposal's lock, with the proposal read inside it. */
const withProposal = <T>(payload: Payload, id: number, work: (proposal: Proposal, req: PayloadRequest) => Promise<T>): Promise<T> =>
  inTransaction(payload, async ({ req, execute }) => {
    await execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`proposal:${id}`}))`)
    const proposal = await payload.findByID({ collection: 'proposals', id, depth: 0, disableErrors: true, req })
    if (!proposal) throw new NotFoundError(PROPOSAL_TEXT.notFound)
    return work(proposal, req)
  })

const requireStatus = (proposal: Proposal, status: ProposalItem['status'], action: string) => {
  const current = proposal.status ?? 'pending'
  if (current !== status) throw new ServiceError(409, `This proposal was already ${STATUS_WORD[current]}; it cannot be ${action}.`)
}

const requireContent = async (payload: Payload, proposal: Proposal, req: PayloadRequest) => {
  const target = targetOf(proposal.contentType, proposal.fieldName)
  const content = await loadContent(payload, target, proposal.contentId, req)
  if (!content) throw new ServiceError(409, `The ${target.label} of this proposal no longer exists.`)
  return { target, content }
}

/** Approve: apply the proposed value (published) and record the versions before and after. */
export const approveProposal = async (payload: Payload, id: number, user: User): Promise<ProposalItem> => {
  const { item, tag } = await withProposal(payload, id, async (proposal, req) => {
    requireStatus(proposal, 'pending', 'approved')
    const { target, content } = await requireContent(payload, proposal, req)
    if (content._status !== 'published') {
      throw new ServiceError(409, `This ${target.label} has unpublished draft changes or is not published: publish or discard them in the admin first.`)
    }
    if (asText(content[proposal.fieldName]) !== asText(proposal.currentValue)) throw new ServiceError(409, STALE_MESSAGE)
    const previousVersionId = await latestVersionId(payload, target, content.id, req)
    const updated = await payload.update({
      collection: target.collection,
      id: content.id,
      data: { [proposal.fieldName]: proposal.proposedValue, _status: 'published' },
      draft: false,
      depth: 0,
      req,
    })
    const appliedVersionId = await latestVersionId(payload, target, content.id, req)
    const saved = await payload.update({
      collection: 'proposals',
      id: proposal.id,
      data: { status: 'approved', reviewedAt: new Date().toISOString(), reviewedBy: user.id, previousVersionId, appliedVersionId },
      depth: 0,
      req,
    })
    return { item: toItem(saved, updated as unknown as ContentDoc), tag: target.tag }
  })
  expireTags([tag])
  return item
}

/** Reject with a reason (not blank; the route checks it). */
export const rejectProposal = async (payload: Payload, id: number, user: User, reason: string): Promise<ProposalItem> =>
  withProposal(payload, id, async (proposal, req) => {
    requireStatus(proposal, 'pending', 'rejected')
    const saved = await payload.update({
      collection: 'proposals',
      id: proposal.id,
      data: { status: 'rejected', rejectionReason: reason, reviewedAt: new Date().toISOString(), reviewedBy: user.id },
      depth: 0,
      req,
    })
    const content = await loadContent(payload, PROPOSAL_TARGETS[proposal.contentType], proposal.contentId, req)
    return toItem(saved, content)
  })

/** Revert an approval: the version before it comes back (or only this field, when the item was saved since). */
export const revertProposal = async (payload: Payload, id: number): Promise<ProposalItem> => {
  const { item, tag } = await withProposal(payload, id, async (proposal, req) => {
    requireStatus(proposal, 'approved', 'reverted')
    const { target, content } = await requireContent(payload, proposal, req)
    if (asText(content[proposal.fieldName]) !== asText(proposal.proposedValue)) throw new ServiceError(409, REVERT_STALE_MESSAGE)
    const latest = await latestVersionId(payload, target, content.id, req)
    // the proposal first: after restoreVersion, Payload's update of another collection on the
    // same req reads an empty original document (and fails validation)
    const saved = await payload.update({ collection: 'proposals', id: proposal.id, data: { status: 'reverted', revertedAt: new Date().toISOString() }, depth: 0, req })
    if (proposal.previousVersionId && latest !== null && latest === proposal.appliedVersionId) {
      await payload.restoreVersion({ collection: target.collection, id: proposal.previousVersionId, depth: 0, req })
    } else {
      await payload.update({
        collection: target.collection,
        id: content.id,
        data: { [proposal.fieldName]: proposal.currentValue ?? null, _status: 'published' },
        draft: false,
        depth: 0,
        req,
      })
    }
    return { item: toItem(saved, await loadContent(payload, target, proposal.contentId, req)), tag: target.tag }
  })
  expireTags([tag])
  return item
}
