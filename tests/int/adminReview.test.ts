/**
 * The admin review calls: /api/admin/proposals (list, approve, reject,
 * revert), /api/admin/feedback/run and /api/admin/ideas through their route handlers, for a
 * visitor, a member, an editor and an admin; approving and reverting seen on the public
 * glossary and FAQ calls; the AI feedback analysis against the local fake OpenAI
 * (tests/fakes/openai.ts) run by the app's own locked queue runner.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as runAnalysis } from '@/app/(frontend)/api/admin/feedback/run/route'
import { GET as listIdeas } from '@/app/(frontend)/api/admin/ideas/route'
import { POST as approve } from '@/app/(frontend)/api/admin/proposals/[id]/approve/route'
import { POST as reject } from '@/app/(frontend)/api/admin/proposals/[id]/reject/route'
import { POST as revert } from '@/app/(frontend)/api/admin/proposals/[id]/revert/route'
import { GET as listProposals } from '@/app/(frontend)/api/admin/proposals/route'
import { GET as faqDetail } from '@/app/(frontend)/api/faq/[slug]/route'
import { POST as sendFeedback } from '@/app/(frontend)/api/feedback/route'
import { GET as glossaryDetail } from '@/app/(frontend)/api/glossary/[slug]/route'
import { GENERATION_QUEUE } from '@/jobs/queues'
import { runQueue } from '@/jobs/runner'
import { PROPOSAL_TEXT } from '@/schemas/proposals'
import { ANALYZE_FEEDBACK_TASK, queueFeedbackAnalysisIfDue } from '@/services/ai/feedbackAnalysis'
import { REVERT_STALE_MESSAGE, STALE_MESSAGE } from '@/services/ai/proposals'
import { poolOf } from '@/services/platform/shared'
import { startFakeOpenAI, type FakeOpenAI } from '@tests/fakes/openai'
import { postJson } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { call, type JsonResponse } from '@tests/support/routes'
import { asBrowser, PASSWORD, registerMember, uniqueUsername } from '@tests/support/session'

let payload: Payload
let openai: FakeOpenAI
const cookies: Record<'member' | 'editor' | 'admin', string> = {} as never
const run = Date.now().toString(36)
const TERM = { slug: `review-term-${run}`, shortDef: 'The original short definition.', longDef: 'The original long definition.' }
const FAQ = { slug: `review-faq-${run}`, shortAnswer: 'The original short answer.' }
let termId: number
let faqId: number

const signedIn = async (role: 'editor' | 'admin') => {
  const username = uniqueUsername(`review_${role}`)
  await payload.create({ collection: 'users', data: { username, password: PASSWORD, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { username, password: PASSWORD } })
  return `payload-token=${token}`
}

const proposal = (data: Partial<{ contentType: 'glossary' | 'faq'; contentId: string; fieldName: string; currentValue: string; proposedValue: string; requiresHumanReview: boolean; confidenceScore: number }> = {}) =>
  payload.create({
    collection: 'proposals',
    data: {
      contentType: 'glossary',
      contentId: String(termId),
      fieldName: 'shortDef',
      aiReasoning: 'Visitors asked for a plainer definition.',
      priority: 'medium',
      confidenceScore: 72,
      requiresHumanReview: true,
      currentValue: TERM.shortDef,
      proposedValue: 'A plainer short definition.',
      status: 'pending',
      ...data,
    },
    depth: 0,
  })

const statusOf = async (id: number) => (await payload.findByID({ collection: 'proposals', id, depth: 0 })).status
const publicTerm = async () => (await call(glossaryDetail, `/api/glossary/${TERM.slug}`, { slug: TERM.slug })).body.term
const post = (handler: Parameters<typeof asBrowser>[0], path: string, id: number | string, cookie?: string, body?: unknown) =>
  asBrowser(handler, path, { cookie, method: 'POST', body, params: { id: String(id) } })

/** Runs the generation queue (the app's runner) until no job is left. */
const drainQueue = async () => {
  for (let i = 0; i < 10; i++) {
    const { jobs } = await runQueue(payload, GENERATION_QUEUE)
    if (!jobs) return
  }
}

beforeAll(async () => {
  payload = await testPayload()
  openai = await startFakeOpenAI()
  cookies.member = (await registerMember('review_member')).cookie
  cookies.editor = await signedIn('editor')
  cookies.admin = await signedIn('admin')
  termId = (await payload.create({ collection: 'glossary-terms', data: { term: `Review term ${run}`, ...TERM, _status: 'published' }, depth: 0 })).id
  faqId = (await payload.create({ collection: 'faqs', data: { question: `Review question ${run}?`, ...FAQ, _status: 'published' }, depth: 0 })).id
})

beforeEach(() => {
  delete process.env.OPENAI_API_KEY
  delete process.env.OPENAI_BASE_URL
})

afterAll(async () => {
  await payload.delete({ collection: 'proposals', where: { id: { exists: true } } })
  await payload.delete({ collection: 'glossary-terms', where: { id: { equals: termId } } })
  await payload.delete({ collection: 'faqs', where: { id: { equals: faqId } } })
  await poolOf(payload).query(`DELETE FROM ai_usage`)
  await poolOf(payload).query(`DELETE FROM generation_requests WHERE key = 'feedback-analysis'`)
  delete process.env.OPENAI_API_KEY
  delete process.env.OPENAI_BASE_URL
  await openai.stop()
})

describe('who may call /api/admin/*', () => {
  it('every call answers 401 JSON to a visitor and 403 to members and editors, and changes nothing', async () => {
    const pending = await proposal()
    const calls: [string, () => (cookie?: string) => Promise<JsonResponse>][] = [
      ['GET /api/admin/proposals', () => (cookie) => asBrowser(listProposals, '/api/admin/proposals', { cookie })],
      ['POST approve', () => (cookie) => post(approve, `/api/admin/proposals/${pending.id}/approve`, pending.id, cookie)],
      ['POST reject', () => (cookie) => post(reject, `/api/admin/proposals/${pending.id}/reject`, pending.id, cookie, { reason: 'Not needed' })],
      ['POST revert', () => (cookie) => post(revert, `/api/admin/proposals/${pending.id}/revert`, pending.id, cookie)],
      ['POST /api/admin/feedback/run', () => (cookie) => asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie, method: 'POST' })],
      ['GET /api/admin/ideas', () => (cookie) => asBrowser(listIdeas, '/api/admin/ideas', { cookie })],
    ]
    for (const [name, make] of calls) {
      const send = make()
      const visitor = await send()
      expect(visitor.status, name).toBe(401)
      expect(visitor.body, name).toEqual({ error: 'Please log in to continue.' })
      for (const role of ['member', 'editor'] as const) {
        const refused = await send(cookies[role])
        expect(refused.status, `${name} as ${role}`).toBe(403)
        expect(refused.body, `${name} as ${role}`).toEqual({ error: 'You do not have permission to do this.' })
      }
    }
    expect(await statusOf(pending.id)).toBe('pending')
    expect((await publicTerm()).shortDef).toBe(TERM.shortDef)
    await payload.delete({ collection: 'proposals', id: pending.id })
  })

  it('an admin reaches every call', async () => {
    const proposals = await asBrowser(listProposals, '/api/admin/proposals', { cookie: cookies.admin })
    expect(proposals.status).toBe(200)
    expect(proposals.headers.get('cache-control')).toContain('no-store')
    for (const handler of [approve, revert]) {
      const missing = await post(handler, '/api/admin/proposals/999999/x', 999999, cookies.admin)
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ error: 'Proposal not found' })
    }
    expect((await post(reject, '/api/admin/proposals/abc/reject', 'abc', cookies.admin, { reason: 'x' })).body).toEqual({ error: 'Proposal not found' })
    // without an OpenAI key the analysis is not configured (below); the ideas list is the seeded backlog
    expect((await asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie: cookies.admin, method: 'POST' })).status).toBe(503)
    const ideas = await asBrowser(listIdeas, '/api/admin/ideas', { cookie: cookies.admin })
    expect(ideas.status).toBe(200)
    expect(ideas.body.ideas.length).toBeGreaterThan(0)
    expect(Object.keys(ideas.body.ideas[0]).sort()).toEqual(
      ['category', 'description', 'estimatedEffort', 'id', 'impactScore', 'priority', 'status', 'tags', 'title'].sort(),
    )
    expect(new Set(ideas.body.ideas.map((idea: { status: string }) => idea.status))).toEqual(new Set(['planned', 'backlog']))
  })
})

describe('GET /api/admin/proposals', () => {
  it('lists the pending proposals in SPEC §3 shape with the count that needs review', async () => {
    const a = await proposal({ requiresHumanReview: true, confidenceScore: 91 })
    const b = await proposal({ contentType: 'faq', contentId: String(faqId), fieldName: 'shortAnswer', currentValue: FAQ.shortAnswer, requiresHumanReview: false })
    const done = await proposal({ fieldName: 'longDef' })
    await payload.update({ collection: 'proposals', id: done.id, data: { status: 'rejected' } })
    const { status, body } = await asBrowser(listProposals, '/api/admin/proposals', { cookie: cookies.admin })
    expect(status).toBe(200)
    const ids = body.proposals.map((item: { id: number }) => item.id)
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(ids).not.toContain(done.id)
    expect(body.requiresReview).toBe(body.proposals.filter((item: { requiresHumanReview: boolean }) => item.requiresHumanReview).length)
    expect(body.proposals.find((item: { id: number }) => item.id === a.id)).toMatchObject({
      contentType: 'glossary',
      fieldName: 'shortDef',
      aiReasoning: 'Visitors asked for a plainer definition.',
      priority: 'medium',
      confidenceScore: 91,
      requiresHumanReview: true,
      currentValue: TERM.shortDef,
      proposedValue: 'A plainer short definition.',
      contentTitle: `Review term ${run}`,
      contentPath: `/glossary/${TERM.slug}`,
    })
    await payload.delete({ collection: 'proposals', where: { id: { in: [a.id, b.id, done.id] } } })
  })
})

describe('approve and revert', () => {
  it('approve publishes the proposed value on the public page; revert restores the version before it', async () => {
    const item = await proposal()
    const approved = await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)
    expect(approved.status).toBe(200)
    expect(approved.body.message).toBe('Proposal approved and applied successfully')
    expect((await publicTerm()).shortDef).toBe('A plainer short definition.')
    const stored = await payload.findByID({ collection: 'proposals', id: item.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'approved', previousVersionId: expect.any(String), appliedVersionId: expect.any(String) })
    // the recorded version is the one before: it holds the old text
    const before = await payload.findVersionByID({ collection: 'glossary-terms', id: stored.previousVersionId!, depth: 0 })
    expect(before.version.shortDef).toBe(TERM.shortDef)
    // it left the pending list
    const list = await asBrowser(listProposals, '/api/admin/proposals', { cookie: cookies.admin })
    expect(list.body.proposals.map((each: { id: number }) => each.id)).not.toContain(item.id)

    const again = await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This proposal was already approved; it cannot be approved.')

    const reverted = await post(revert, `/api/admin/proposals/${item.id}/revert`, item.id, cookies.admin)
    expect(reverted.status).toBe(200)
    expect(reverted.body.proposal.status).toBe('reverted')
    expect((await publicTerm()).shortDef).toBe(TERM.shortDef)
    expect((await post(revert, `/api/admin/proposals/${item.id}/revert`, item.id, cookies.admin)).status).toBe(409)
  })

  it('revert keeps later edits of other fields and refuses when the field itself changed', async () => {
    const item = await proposal()
    expect((await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)).status).toBe(200)
    await payload.update({ collection: 'glossary-terms', id: termId, data: { literalMeaning: 'union (edited later)', _status: 'published' }, depth: 0 })
    const reverted = await post(revert, `/api/admin/proposals/${item.id}/revert`, item.id, cookies.admin)
    expect(reverted.status).toBe(200)
    const term = await publicTerm()
    expect(term.shortDef).toBe(TERM.shortDef)
    expect(term.literalMeaning).toBe('union (edited later)')

    const second = await proposal()
    expect((await post(approve, `/api/admin/proposals/${second.id}/approve`, second.id, cookies.admin)).status).toBe(200)
    await payload.update({ collection: 'glossary-terms', id: termId, data: { shortDef: 'An editor rewrote it again.', _status: 'published' }, depth: 0 })
    const refused = await post(revert, `/api/admin/proposals/${second.id}/revert`, second.id, cookies.admin)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(REVERT_STALE_MESSAGE)
    expect((await publicTerm()).shortDef).toBe('An editor rewrote it again.')
    await payload.update({ collection: 'glossary-terms', id: termId, data: { shortDef: TERM.shortDef, literalMeaning: null, _status: 'published' }, depth: 0 })
  })

  it('refuses (409) a proposal whose field changed since it was made, and changes nothing', async () => {
    const stale = await proposal({ currentValue: 'A definition from long ago.' })
    const refused = await post(approve, `/api/admin/proposals/${stale.id}/approve`, stale.id, cookies.admin)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: STALE_MESSAGE })
    expect(await statusOf(stale.id)).toBe('pending')
    expect((await publicTerm()).shortDef).toBe(TERM.shortDef)
  })

  it('refuses (409) while the item has unpublished draft changes: approving must not publish them', async () => {
    const item = await proposal()
    await payload.update({ collection: 'glossary-terms', id: termId, data: { longDef: 'A half-finished draft.' }, draft: true, depth: 0 })
    const refused = await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('This glossary term has unpublished draft changes or is not published: publish or discard them in the admin first.')
    expect(await statusOf(item.id)).toBe('pending')
    expect((await publicTerm()).longDef).toBe(TERM.longDef)
    // publishing the item again (without the draft) lets the approval through
    await payload.update({ collection: 'glossary-terms', id: termId, data: { longDef: TERM.longDef, _status: 'published' }, depth: 0 })
    expect((await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)).status).toBe(200)
    expect((await post(revert, `/api/admin/proposals/${item.id}/revert`, item.id, cookies.admin)).status).toBe(200)
    expect((await publicTerm()).shortDef).toBe(TERM.shortDef)
  })

  it('applies an FAQ proposal to the published FAQ', async () => {
    const item = await proposal({ contentType: 'faq', contentId: String(faqId), fieldName: 'shortAnswer', currentValue: FAQ.shortAnswer, proposedValue: 'A kinder short answer.' })
    expect((await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)).status).toBe(200)
    expect((await call(faqDetail, `/api/faq/${FAQ.slug}`, { slug: FAQ.slug })).body.faq.shortAnswer).toBe('A kinder short answer.')
    expect((await post(revert, `/api/admin/proposals/${item.id}/revert`, item.id, cookies.admin)).status).toBe(200)
    expect((await call(faqDetail, `/api/faq/${FAQ.slug}`, { slug: FAQ.slug })).body.faq.shortAnswer).toBe(FAQ.shortAnswer)
  })
})

describe('reject', () => {
  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 42 }]])('refuses %j with 400 and a clear message', async (body) => {
    const item = await proposal()
    const refused = await post(reject, `/api/admin/proposals/${item.id}/reject`, item.id, cookies.admin, body)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(PROPOSAL_TEXT.reasonRequired)
    expect(await statusOf(item.id)).toBe('pending')
    await payload.delete({ collection: 'proposals', id: item.id })
  })

  it('stores the reason; the proposal leaves the list and changes nothing on the page', async () => {
    const item = await proposal()
    const rejected = await post(reject, `/api/admin/proposals/${item.id}/reject`, item.id, cookies.admin, { reason: '  Too informal for the glossary. ' })
    expect(rejected.status).toBe(200)
    expect(rejected.body.message).toBe('Proposal rejected')
    expect(await payload.findByID({ collection: 'proposals', id: item.id, depth: 0 })).toMatchObject({ status: 'rejected', rejectionReason: 'Too informal for the glossary.' })
    expect((await publicTerm()).shortDef).toBe(TERM.shortDef)
    const list = await asBrowser(listProposals, '/api/admin/proposals', { cookie: cookies.admin })
    expect(list.body.proposals.map((each: { id: number }) => each.id)).not.toContain(item.id)
    expect((await post(approve, `/api/admin/proposals/${item.id}/approve`, item.id, cookies.admin)).status).toBe(409)
  })
})

describe('the AI feedback analysis', () => {
  const configure = () => {
    process.env.OPENAI_API_KEY = 'sk-test-fake'
    process.env.OPENAI_BASE_URL = openai.url
  }
  const feedback = (slug: string, rating = 'needs_improvement', feedbackText = 'Hard to follow for a beginner.') =>
    postJson(sendFeedback, '/api/feedback', { rating, feedbackText, category: rating === 'needs_improvement' ? 'content' : undefined, severity: rating === 'needs_improvement' ? 'medium' : undefined, slug, url: `http://localhost:3000${slug}` })
  const newest = async () => (await payload.find({ collection: 'feedback', sort: '-createdAt', limit: 1, depth: 0 })).docs[0]!

  it('answers 503 "not configured" without an OpenAI key and queues nothing', async () => {
    const response = await asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie: cookies.admin, method: 'POST' })
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ error: 'AI feedback analysis is not configured (no OpenAI key)' })
    expect((await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: ANALYZE_FEEDBACK_TASK } } })).totalDocs).toBe(0)
  })

  it('turns needs-improvement feedback into proposals linked to it, and a second run duplicates none', async () => {
    configure()
    await payload.delete({ collection: 'proposals', where: { id: { exists: true } } })
    // older feedback from other files is not this test's: mark it read
    await payload.update({ collection: 'feedback', where: { processedAt: { exists: false } }, data: { processedAt: new Date().toISOString() } })
    await feedback(`/glossary/${TERM.slug}`, 'needs_improvement', 'The definition uses words I do not know.')
    const termFeedbackA = (await newest()).id
    await feedback(`/glossary/${TERM.slug}/`, 'needs_improvement', 'Too short to understand.')
    const termFeedbackB = (await newest()).id
    await feedback(`/faq/${FAQ.slug}`)
    const faqFeedback = (await newest()).id
    await feedback('/events')
    const elsewhere = (await newest()).id
    await feedback(`/glossary/${TERM.slug}`, 'met', 'Lovely')
    const praise = (await newest()).id

    const started = await asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie: cookies.admin, method: 'POST' })
    expect(started.status).toBe(202)
    expect(started.body).toMatchObject({ status: 'queued', message: 'Processing Started: AI feedback analysis running in background' })
    // a second click while it waits finds the same job
    const twice = await asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie: cookies.admin, method: 'POST' })
    expect(twice.body).toMatchObject({ jobId: started.body.jobId, alreadyQueued: true })
    await drainQueue()

    const { docs: created } = await payload.find({ collection: 'proposals', where: { status: { equals: 'pending' } }, depth: 0, pagination: false })
    expect(created).toHaveLength(2)
    const forTerm = created.find((each) => each.contentType === 'glossary')!
    expect(forTerm).toMatchObject({
      contentId: String(termId),
      fieldName: 'shortDef',
      currentValue: TERM.shortDef,
      proposedValue: 'A clearer, friendlier text written from visitor feedback.',
      priority: 'high',
      confidenceScore: 86,
      requiresHumanReview: true,
    })
    expect([...(forTerm.sourceFeedback as number[])].sort()).toEqual([termFeedbackA, termFeedbackB].sort())
    const forFaq = created.find((each) => each.contentType === 'faq')!
    expect(forFaq).toMatchObject({ contentId: String(faqId), fieldName: 'shortAnswer', sourceFeedback: [faqFeedback] })

    // what the model was asked: the term's fields and the visitors' words
    const asked = openai.requests.filter((request) => request.body.response_format?.json_schema?.name === 'content_proposals')
    expect(asked).toHaveLength(2)
    const prompt = JSON.stringify(asked.map((request) => request.body.messages))
    expect(prompt).toContain('The definition uses words I do not know.')
    expect(prompt).toContain(TERM.shortDef)
    expect(asked[0]!.body.response_format.json_schema.schema.properties.proposals.items.properties.fieldName.enum).toEqual(['shortDef', 'longDef', 'literalMeaning', 'pronunciation'])

    const processed = async (id: number) => (await payload.findByID({ collection: 'feedback', id, depth: 0 })).processedAt
    for (const id of [termFeedbackA, termFeedbackB, faqFeedback, elsewhere]) expect(await processed(id)).toBeTruthy()
    expect(await processed(praise)).toBeFalsy()
    const usage = await poolOf(payload).query<{ kind: string; count: string }>(`SELECT kind, count(*) FROM ai_usage GROUP BY kind`)
    expect(usage.rows).toEqual([{ kind: 'chat', count: '2' }])

    // new feedback on the same page: the model proposes the same field again, no second pending proposal
    await feedback(`/glossary/${TERM.slug}`, 'needs_improvement', 'Still confusing.')
    const later = (await newest()).id
    expect((await asBrowser(runAnalysis, '/api/admin/feedback/run', { cookie: cookies.admin, method: 'POST' })).status).toBe(202)
    await drainQueue()
    expect(asked.length + 1).toBe(openai.requests.filter((request) => request.body.response_format?.json_schema?.name === 'content_proposals').length)
    const pendingForTerm = await payload.count({
      collection: 'proposals',
      where: { and: [{ contentType: { equals: 'glossary' } }, { contentId: { equals: String(termId) } }, { fieldName: { equals: 'shortDef' } }, { status: { equals: 'pending' } }] },
    })
    expect(pendingForTerm.totalDocs).toBe(1)
    expect(await processed(later)).toBeTruthy()
  })

  it('queues the nightly run once per due time of FEEDBACK_ANALYSIS_CRON', async () => {
    configure()
    process.env.FEEDBACK_ANALYSIS_CRON = '0 3 * * *'
    try {
      await poolOf(payload).query(`DELETE FROM generation_requests WHERE key = 'feedback-analysis'`)
      const night = new Date('2031-03-04T03:05:00Z')
      expect(await queueFeedbackAnalysisIfDue(payload, night)).toBe(true)
      expect(await queueFeedbackAnalysisIfDue(payload, night)).toBe(false)
      expect(await queueFeedbackAnalysisIfDue(payload, new Date('2031-03-05T02:59:00Z'))).toBe(false)
      expect(await queueFeedbackAnalysisIfDue(payload, new Date('2031-03-05T03:01:00Z'))).toBe(true)
      delete process.env.OPENAI_API_KEY
      expect(await queueFeedbackAnalysisIfDue(payload, new Date('2031-03-07T03:01:00Z'))).toBe(false)
    } finally {
      delete process.env.FEEDBACK_ANALYSIS_CRON
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: ANALYZE_FEEDBACK_TASK } } })
    }
  })
})
