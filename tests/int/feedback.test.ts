/** POST /api/feedback (anyone) and GET /api/feedback (admins and editors), through the route handlers. */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as listFeedback, POST as sendFeedback } from '@/app/(frontend)/api/feedback/route'
import { listFeedback as listFeedbackService } from '@/services/community/feedback'
import { cms } from '@tests/support/cms'
import { freshIp, postJson } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

let payload: Payload
const tokens: Record<'admin' | 'editor' | 'member', string> = {} as never

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'member'] as const) {
    const username = `feedback_${role}`
    const password = 'correct-horse-battery'
    await payload.create({ collection: 'users', data: { username, password, roles: [role] } })
    tokens[role] = (await payload.login({ collection: 'users', data: { username, password } })).token!
  }
})

afterEach(() => {
  delete process.env.RATE_LIMIT_FEEDBACK
})

const page = {
  url: 'http://localhost:3000/glossary/asana',
  slug: '/glossary/asana',
  userAgent: 'Mozilla/5.0 (test)',
  viewport: '390x844',
}

const get = (token?: string, query = '') =>
  call(listFeedback, `/api/feedback${query}`, {}, { headers: token ? { authorization: `JWT ${token}` } : {} })

describe('POST /api/feedback', () => {
  it('stores a rating with the page context the client adds', async () => {
    const response = await postJson(sendFeedback, '/api/feedback', { rating: 'met', email: '', ...page })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ success: true })
    const [latest] = (await payload.find({ collection: 'feedback', sort: '-createdAt', limit: 1 })).docs
    expect(latest).toMatchObject({ rating: 'met', ...page })
    expect(latest?.email ?? null).toBeNull()
  })

  it('keeps text, category, severity and e-mail of a needs_improvement rating', async () => {
    const body = {
      rating: 'needs_improvement',
      feedbackText: 'The pronunciation audio is too quiet.',
      category: 'accessibility',
      severity: 'high',
      email: 'reader@example.org',
      ...page,
    }
    expect((await postJson(sendFeedback, '/api/feedback', body)).status).toBe(201)
    const [latest] = (await payload.find({ collection: 'feedback', sort: '-createdAt', limit: 1 })).docs
    expect(latest).toMatchObject(body)
  })

  it.each([
    [{}, 'Please select a rating'],
    [{ rating: 'great' }, 'Please select a rating'],
    [{ rating: 'met', email: 'not-an-email' }, 'Please enter a valid email'],
    [{ rating: 'needs_improvement', category: 'colours' }, 'Choose one of: content, design, performance, accessibility, other'],
    [{ rating: 'needs_improvement', severity: 'urgent' }, 'Choose one of: low, medium, high'],
    [{ rating: 'met', viewport: 'huge' }, 'viewport is "width x height"'],
  ])('refuses %j with "%s"', async (body, message) => {
    const before = (await payload.count({ collection: 'feedback' })).totalDocs
    const response = await postJson(sendFeedback, '/api/feedback', body)
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(message)
    expect((await payload.count({ collection: 'feedback' })).totalDocs).toBe(before)
  })

  it('answers 429 with Retry-After past the configured limit', async () => {
    process.env.RATE_LIMIT_FEEDBACK = '2/600'
    const ip = freshIp()
    for (let i = 0; i < 2; i++) expect((await postJson(sendFeedback, '/api/feedback', { rating: 'met' }, ip)).status).toBe(201)
    const limited = await postJson(sendFeedback, '/api/feedback', { rating: 'met' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
  })
})

describe('GET /api/feedback', () => {
  it('is 401 for visitors and 403 for members, with a JSON error; editors read it too', async () => {
    const visitor = await get()
    expect(visitor.status).toBe(401)
    expect(visitor.body.error).toBe('Please log in to continue.')
    const member = await get(tokens.member)
    expect(member.status).toBe(403)
    expect(member.body).toEqual({ error: 'You do not have permission to do this.' })
    const editor = await get(tokens.editor)
    expect(editor.status).toBe(200)
    expect(Array.isArray(editor.body.feedback)).toBe(true)
  })

  it('filters by rating, category, severity and page; "all" clears a filter; an unknown value is a 400', async () => {
    const slug = `/faq/filter-check-${Date.now()}`
    for (const [rating, category, severity] of [
      ['needs_improvement', 'design', 'high'],
      ['needs_improvement', 'content', 'high'],
      ['met', undefined, undefined],
    ] as const) {
      expect((await postJson(sendFeedback, '/api/feedback', { rating, category, severity, ...page, slug })).status).toBe(201)
    }
    const rows = async (query: string) => {
      const response = await get(tokens.editor, `?slug=${encodeURIComponent(slug)}${query}`)
      expect(response.status).toBe(200)
      return response.body.feedback.map((item: { rating: string; category: string | null }) => `${item.rating}/${item.category}`).sort()
    }
    expect(await rows('')).toEqual(['met/null', 'needs_improvement/content', 'needs_improvement/design'])
    expect(await rows('&rating=needs_improvement&category=design&severity=high')).toEqual(['needs_improvement/design'])
    expect(await rows('&rating=all&severity=high')).toEqual(['needs_improvement/content', 'needs_improvement/design'])
    const bad = await get(tokens.admin, '?severity=urgent')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Choose one of: low, medium, high')
  })

  it('gives admins {feedback: [...]} newest first in SPEC §3 record shape', async () => {
    await postJson(sendFeedback, '/api/feedback', {
      rating: 'needs_improvement',
      feedbackText: 'Newest note for the admin',
      category: 'content',
      severity: 'low',
      ...page,
    })
    const response = await get(tokens.admin, '?limit=5')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const [newest] = response.body.feedback
    expect(newest).toMatchObject({
      slug: '/glossary/asana',
      rating: 'needs_improvement',
      category: 'content',
      severity: 'low',
      feedbackText: 'Newest note for the admin',
      viewport: '390x844',
      userAgent: 'Mozilla/5.0 (test)',
    })
    expect(Object.keys(newest).sort()).toEqual(
      ['category', 'createdAt', 'email', 'feedbackText', 'id', 'rating', 'severity', 'slug', 'url', 'userAgent', 'viewport'].sort(),
    )
    expect(response.body.feedback.length).toBeLessThanOrEqual(5)
    const dates = response.body.feedback.map((item: { createdAt: string }) => item.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('refuses a bad page size', async () => {
    expect((await get(tokens.admin, '?limit=100000')).status).toBe(400)
  })
})

describe("submitters' e-mail addresses", () => {
  const email = `reader-${Date.now()}@example.com`
  const slug = `/faq/email-check-${Date.now()}`
  const userOf = async (role: 'admin' | 'editor') =>
    (await payload.find({ collection: 'users', where: { username: { equals: `feedback_${role}` } }, limit: 1 })).docs[0]!

  beforeAll(async () => {
    expect((await postJson(sendFeedback, '/api/feedback', { rating: 'needs_improvement', feedbackText: 'Who wrote me?', email, ...page, slug })).status).toBe(201)
  })

  it('GET /api/feedback (and so the CSV export) gives editors every record without the email; admins get it', async () => {
    const query = `?slug=${encodeURIComponent(slug)}`
    const editor = await get(tokens.editor, query)
    expect(editor.status).toBe(200)
    expect(editor.body.feedback).toHaveLength(1)
    expect(editor.body.feedback[0]).toMatchObject({ feedbackText: 'Who wrote me?', slug, rating: 'needs_improvement' })
    expect(editor.body.feedback[0]).not.toHaveProperty('email')
    expect(JSON.stringify(editor.body)).not.toContain(email)

    const admin = await get(tokens.admin, query)
    expect(admin.body.feedback[0].email).toBe(email)
  })

  it('the admin view reads the list as its user: no email for an editor', async () => {
    const forEditor = await listFeedbackService(payload, { slug }, await userOf('editor'))
    expect(forEditor.feedback).toHaveLength(1)
    expect(JSON.stringify(forEditor)).not.toContain(email)
    const forAdmin = await listFeedbackService(payload, { slug }, await userOf('admin'))
    expect(forAdmin.feedback[0]!.email).toBe(email)
  })

  it('Payload itself hides the field from anyone but an admin', async () => {
    const admin = await cms('GET', `feedback?where[slug][equals]=${encodeURIComponent(slug)}`, { token: tokens.admin })
    expect(admin.status).toBe(200)
    expect(admin.body.docs[0].email).toBe(email)
    const editor = await cms('GET', `feedback?where[slug][equals]=${encodeURIComponent(slug)}`, { token: tokens.editor })
    expect(editor.status).toBe(403)
    expect(JSON.stringify(editor.body)).not.toContain(email)
    // field access holds even where the collection would let an editor read
    const [doc] = (await payload.find({ collection: 'feedback', where: { slug: { equals: slug } }, limit: 1 })).docs
    const fields = payload.collections.feedback.config.fields
    const emailField = fields.find((field) => 'name' in field && field.name === 'email') as { access?: { read?: Function } }
    const req = { user: await userOf('editor') }
    expect(await emailField.access!.read!({ req, doc })).toBe(false)
    expect(await emailField.access!.read!({ req: { user: await userOf('admin') }, doc })).toBe(true)
  })
})
