/**
 * Courses: the /api calls, what members can and cannot write through /cms-api, the
 * certificate issued once, purchases granted once against the fake Stripe, refunds, the seed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as getAccount } from '@/app/(frontend)/api/account/route'
import { GET as getCertificateRoute } from '@/app/(frontend)/api/certificates/[verifyId]/route'
import { POST as enrollRoute } from '@/app/(frontend)/api/courses/[slug]/enroll/route'
import { POST as purchaseIntentRoute } from '@/app/(frontend)/api/courses/[slug]/purchase-intent/route'
import { GET as getCourseRoute } from '@/app/(frontend)/api/courses/[slug]/route'
import { GET as listCoursesRoute } from '@/app/(frontend)/api/courses/route'
import { POST as completeRoute } from '@/app/(frontend)/api/lessons/[id]/complete/route'
import { POST as webhookRoute } from '@/app/(frontend)/api/stripe/webhook/route'
import { linksInMarkup, plainText } from '@/lib/lexical'
import { breathCourse, foundations } from '@/seed/data/courses'
import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { poses } from '@/seed/data/poses'
import { deleteAccount, exportAccountData } from '@/services/accounts/account'
import { ALREADY_ENROLLED, grantCoursePurchase, PURCHASES_NOT_SET_UP, revokeCoursePurchase } from '@/services/courses/coursePurchases'
import { ACCOUNT_DELETED_REASON, CERTIFICATE_NOT_FOUND } from '@/services/courses/certificates'
import { ENROL_FIRST } from '@/services/courses/completion'
import { PAID_COURSE, SIGN_IN_TO_ENROL } from '@/services/courses/enrolment'
import { courseDataForExport, deleteCourseData } from '@/services/courses/memberCourseData'
import { startFakeStripe, type FakeStripe } from '@tests/fakes/stripe'
import { cms } from '@tests/support/cms'
import { freshIp } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

let payload: Payload
let fake: FakeStripe
let counter = 0

type Member = { id: number; username: string; token: string }

const makeUser = async (prefix: string, roles: ('admin' | 'editor' | 'member')[] = ['member']): Promise<Member> => {
  const username = `${prefix}_${process.pid % 1000}_${++counter}`.slice(0, 20)
  const password = 'correct-horse-battery'
  const user = await payload.create({ collection: 'users', data: { username, password, roles } })
  const { token } = await payload.login({ collection: 'users', data: { username, password } })
  return { id: user.id, username, token: token! }
}

const auth = (member?: Member): Record<string, string> => (member ? { authorization: `JWT ${member.token}` } : {})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route handlers with their own params
type AnyHandler = (request: Request, context: { params: Promise<any> }) => Promise<Response> | Response

const get = (handler: AnyHandler, path: string, params: object, member?: Member) =>
  call(handler as never, path, params, { headers: auth(member) })

const post = (handler: AnyHandler, path: string, params: object, member?: Member, headers: Record<string, string> = {}) =>
  call(handler as never, path, params, {
    method: 'POST',
    headers: { 'x-yc-client-ip': freshIp(), 'x-yc-client-seal': process.env.CLIENT_IP_SEAL!, ...auth(member), ...headers },
  })

const enroll = (slug: string, member?: Member) => post(enrollRoute, `/api/courses/${slug}/enroll`, { slug }, member)
const complete = (id: number, member?: Member) => post(completeRoute, `/api/lessons/${id}/complete`, { id: String(id) }, member)
const overview = (slug: string, member?: Member) => get(getCourseRoute, `/api/courses/${slug}`, { slug }, member)

const courseId = async (slug: string) => (await payload.find({ collection: 'courses', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!.id
const lessonIds = async (slug: string) =>
  (await payload.find({ collection: 'lessons', where: { course: { equals: await courseId(slug) } }, sort: 'order', pagination: false, depth: 0 })).docs.map(
    (lesson) => lesson.id,
  )
const certificateCount = async (userId: number) => (await payload.count({ collection: 'certificates', where: { user: { equals: userId } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeStripe()
  // The first account of a database becomes an admin: take that place, so every test user is what it says.
  if ((await payload.count({ collection: 'users' })).totalDocs === 0) await makeUser('courses_first', ['admin'])
})
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_API_BASE
  await fake.stop()
})

describe('seed content', () => {
  it('Foundations is free, for beginners, with 9 lessons of 300 to 600 words, the first two previews', async () => {
    const { status, body } = await overview('foundations')
    expect(status).toBe(200)
    expect(body.course).toMatchObject({ slug: 'foundations', title: 'Foundations', free: true, priceUsd: 0, level: 'beginner', lessonCount: 9 })
    expect(body.lessons).toHaveLength(9)
    expect(body.lessons.map((lesson: { isPreview: boolean }) => lesson.isPreview)).toEqual([true, true, false, false, false, false, false, false, false])
    const { docs } = await payload.find({ collection: 'lessons', where: { course: { equals: body.course.id } }, sort: 'order', pagination: false })
    for (const lesson of docs) {
      const words = plainText(lesson.body).split(/\s+/).filter(Boolean).length
      expect(words, lesson.slug).toBeGreaterThanOrEqual(300)
      expect(words, lesson.slug).toBeLessThanOrEqual(600)
    }
  })

  it('every lesson links real poses, glossary terms and FAQs, in its body and its linked content', async () => {
    const known = {
      poses: new Set(poses.map((pose) => pose.slug)),
      glossary: new Set(glossaryTerms.map((term) => term.slug)),
      faq: new Set(faqs.map((faq) => faq.slug)),
    }
    const sitePaths = new Set(['/events', '/poses', '/glossary', '/faq'])
    for (const lesson of [...foundations.lessons, ...breathCourse.lessons]) {
      for (const url of linksInMarkup(lesson.body)) {
        const [, kind, slug] = url.split('/')
        if (!slug) expect(sitePaths.has(url), `${lesson.slug}: ${url}`).toBe(true)
        else expect(known[kind as keyof typeof known]?.has(slug), `${lesson.slug}: ${url}`).toBe(true)
      }
      for (const slug of lesson.poses) expect(known.poses.has(slug), `${lesson.slug}: pose ${slug}`).toBe(true)
      for (const slug of lesson.glossaryTerms) expect(known.glossary.has(slug), `${lesson.slug}: term ${slug}`).toBe(true)
      for (const slug of lesson.faqs) expect(known.faq.has(slug), `${lesson.slug}: faq ${slug}`).toBe(true)
    }
    // Foundations teaches six to eight poses of the library, with their safety notes
    const taught = new Set(foundations.lessons.slice(2, 6).flatMap((lesson) => lesson.poses))
    expect(taught.size).toBeGreaterThanOrEqual(6)
    expect(taught.size).toBeLessThanOrEqual(8)
    const lessonThree = (await payload.find({ collection: 'lessons', where: { slug: { equals: 'standing-tall' } }, depth: 1 })).docs[0]!
    expect((lessonThree.poses as { slug: string }[]).map((pose) => pose.slug)).toEqual(['mountain-pose', 'tree-pose'])
    expect(plainText(lessonThree.body)).toContain('never press on the knee')
  })

  it('the paid course costs $19 and has a first preview lesson', async () => {
    const { body } = await get(listCoursesRoute, '/api/courses', {})
    const paid = body.courses.find((course: { slug: string }) => course.slug === 'breath-for-everyday-calm')
    expect(paid).toMatchObject({ title: 'Breath for Everyday Calm', priceUsd: 19, free: false, lessonCount: 5 })
    expect(body.courses.map((course: { slug: string }) => course.slug)).toEqual(['foundations', 'breath-for-everyday-calm'])
    const { body: detail } = await overview('breath-for-everyday-calm')
    expect(detail.lessons.map((lesson: { isPreview: boolean }) => lesson.isPreview)).toEqual([true, false, false, false, false])
  })
})

describe('reading courses', () => {
  it('a visitor gets the overview, bodies of the preview lessons only, and no progress', async () => {
    const { status, body, headers } = await overview('foundations')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('no-store')
    expect(body.enrollment).toBeNull()
    expect(body.progress).toEqual({ done: 0, total: 9 })
    expect(body.lessons[0].body.root.children.length).toBeGreaterThan(3)
    expect(body.lessons[1].locked).toBe(false)
    for (const lesson of body.lessons.slice(2)) {
      expect(lesson.locked).toBe(true)
      expect(lesson).not.toHaveProperty('body')
    }
  })

  it('an unknown course is a JSON 404', async () => {
    const { status, body } = await overview('no-such-course')
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'Course not found' })
  })

  it('locked lesson bodies stay locked through /cms-api too; previews and editors read them', async () => {
    const member = await makeUser('cms_reader')
    const editor = await makeUser('cms_editor', ['editor'])
    const ids = await lessonIds('foundations')
    for (const token of [undefined, member.token]) {
      const locked = await cms('GET', `lessons/${ids[4]}`, { token })
      expect(locked.status).toBe(200)
      expect(locked.body.title).toBeTruthy()
      expect(locked.body.body).toBeUndefined()
      const list = await cms('GET', 'lessons?limit=50&depth=0', { token })
      const bodies = list.body.docs.filter((doc: { body?: unknown }) => doc.body !== undefined)
      expect(bodies.every((doc: { isPreview: boolean }) => doc.isPreview)).toBe(true)
      const preview = await cms('GET', `lessons/${ids[0]}`, { token })
      expect(preview.body.body.root).toBeTruthy()
    }
    const asEditor = await cms('GET', `lessons/${ids[4]}`, { token: editor.token })
    expect(asEditor.body.body.root).toBeTruthy()
    // enrolled, the member reads it through /cms-api as well
    await enroll('foundations', member)
    const enrolled = await cms('GET', `lessons/${ids[4]}`, { token: member.token })
    expect(enrolled.body.body.root).toBeTruthy()
  })
})

describe('what members can never write through /cms-api', () => {
  it.each(['enrollments', 'lesson-progress', 'certificates'])('%s: create, update and delete are refused', async (collection) => {
    const member = await makeUser('forger')
    const course = await courseId('breath-for-everyday-calm')
    const [lesson] = await lessonIds('breath-for-everyday-calm')
    const data = {
      enrollments: { user: member.id, course, source: 'purchase', grantedAt: new Date().toISOString() },
      'lesson-progress': { user: member.id, course, lesson, completedAt: new Date().toISOString() },
      certificates: { user: member.id, course, verifyId: 'f'.repeat(32), nameShown: 'Forger', issuedAt: new Date().toISOString() },
    }[collection]
    const created = await cms('POST', collection, { token: member.token, body: data })
    expect(created.status).toBe(403)
    expect((await payload.count({ collection: collection as 'enrollments', where: { user: { equals: member.id } } })).totalDocs).toBe(0)

    // their own real rows: readable, not writable
    await enroll('foundations', member)
    const [first] = await lessonIds('foundations')
    await complete(first!, member)
    const own = await cms('GET', `${collection}?depth=0`, { token: member.token })
    expect(own.status).toBe(200)
    for (const doc of own.body.docs) {
      expect(doc.user).toBe(member.id)
      const patched = await cms('PATCH', `${collection}/${doc.id}`, { token: member.token, body: { revokedAt: null, course } })
      expect(patched.status).toBe(403)
      const deleted = await cms('DELETE', `${collection}/${doc.id}`, { token: member.token })
      expect(deleted.status).toBe(403)
    }
  })

  it("a member reads only their own enrollments, never another member's", async () => {
    const [ada, bea] = [await makeUser('own_ada'), await makeUser('own_bea')]
    await enroll('foundations', ada)
    const seen = await cms('GET', 'enrollments?depth=0&limit=100', { token: bea.token })
    expect(seen.body.docs.every((doc: { user: number }) => doc.user === bea.id)).toBe(true)
    expect((await cms('GET', 'enrollments', {})).status).toBe(403)
  })

  it('members cannot write courses or lessons; editors can', async () => {
    const member = await makeUser('writer')
    const editor = await makeUser('ed_writer', ['editor'])
    const data = { title: 'My course', summary: 'Mine', level: 'beginner', priceUsd: 0, _status: 'published' }
    expect((await cms('POST', 'courses', { token: member.token, body: data })).status).toBe(403)
    const [lesson] = await lessonIds('foundations')
    expect((await cms('PATCH', `lessons/${lesson}`, { token: member.token, body: { isPreview: true } })).status).toBe(403)
    const made = await cms('POST', 'courses?draft=true', { token: editor.token, body: { ...data, _status: 'draft', slug: `editor-course-${counter}` } })
    expect(made.status).toBe(201)
  })
})

describe('enrolling', () => {
  it('needs an account: 401 with a clear message', async () => {
    const { status, body } = await enroll('foundations')
    expect(status).toBe(401)
    expect(body).toEqual({ error: SIGN_IN_TO_ENROL })
  })

  it('a member enrols in a free course in one call; again changes nothing', async () => {
    const member = await makeUser('enroller')
    const first = await enroll('foundations', member)
    expect(first.status).toBe(201)
    expect(first.body.enrollment.source).toBe('free')
    const second = await enroll('foundations', member)
    expect(second.status).toBe(200)
    expect(second.body.enrollment.grantedAt).toBe(first.body.enrollment.grantedAt)
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: member.id } } })).totalDocs).toBe(1)
    const { body } = await overview('foundations', member)
    expect(body.enrollment).toMatchObject({ source: 'free' })
    expect(body.lessons.every((lesson: { locked: boolean; body?: unknown }) => !lesson.locked && lesson.body)).toBe(true)
    expect(body.nextLesson.slug).toBe('what-yoga-is')
  })

  it('concurrent enrolments make one enrollment', async () => {
    const member = await makeUser('racer')
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => enroll('foundations', member)))).map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: member.id } } })).totalDocs).toBe(1)
  })

  it('a paid course cannot be enrolled in for free: 402 with a clear message', async () => {
    const member = await makeUser('freeloader')
    const { status, body } = await enroll('breath-for-everyday-calm', member)
    expect(status).toBe(402)
    expect(body.error).toBe(PAID_COURSE)
  })

  it("refuses another site's page (403) and a non-JSON body (415)", async () => {
    const member = await makeUser('csrf')
    expect((await post(enrollRoute, '/api/courses/foundations/enroll', { slug: 'foundations' }, member, { origin: 'https://evil.example' })).status).toBe(403)
    const plain = await call(enrollRoute as never, '/api/courses/foundations/enroll', { slug: 'foundations' }, {
      method: 'POST',
      headers: { ...auth(member), 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(plain.status).toBe(415)
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: member.id } } })).totalDocs).toBe(0)
  })
})

describe('progress and the certificate', () => {
  it('completing needs an account (401) and an enrollment (403)', async () => {
    const [lesson] = await lessonIds('foundations')
    const anonymous = await complete(lesson!)
    expect(anonymous.status).toBe(401)
    const member = await makeUser('not_enrolled')
    const refused = await complete(lesson!, member)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe(ENROL_FIRST)
    expect((await complete(999_999, member)).status).toBe(404)
    expect((await post(completeRoute, '/api/lessons/abc/complete', { id: 'abc' }, member)).body).toEqual({ error: 'Lesson not found' })
  })

  it('a member finishes Foundations: progress counts up, the last lesson issues the certificate at once', async () => {
    const member = await makeUser('finisher')
    await enroll('foundations', member)
    const ids = await lessonIds('foundations')
    for (const id of ids.slice(0, 3)) await complete(id, member)
    // a repeat changes nothing
    const repeat = await complete(ids[0]!, member)
    expect(repeat.status).toBe(200)
    expect(repeat.body.progress).toEqual({ done: 3, total: 9 })
    const midway = await overview('foundations', member)
    expect(midway.body.progress).toEqual({ done: 3, total: 9 })
    expect(midway.body.nextLesson.slug).toBe('warrior-ii')
    expect(midway.body.certificate).toBeNull()

    let last
    for (const id of ids.slice(3)) last = await complete(id, member)
    expect(last!.body.progress).toEqual({ done: 9, total: 9 })
    expect(last!.body.certificate.verifyId).toMatch(/^[0-9a-f]{32}$/)

    const verified = await get(getCertificateRoute, `/api/certificates/${last!.body.certificate.verifyId}`, { verifyId: last!.body.certificate.verifyId })
    expect(verified.status).toBe(200)
    expect(verified.body.certificate).toMatchObject({ holderName: member.username, course: { slug: 'foundations', title: 'Foundations' }, status: 'valid' })
    expect(Date.parse(verified.body.certificate.issuedAt)).toBeGreaterThan(Date.now() - 60_000)

    const account = await get(getAccount, '/api/account', {}, member)
    expect(account.status).toBe(200)
    expect(account.body.account.courses).toEqual([
      { slug: 'foundations', title: 'Foundations', lessonsDone: 9, lessonsTotal: 9, href: '/foundations' },
    ])
    expect(account.body.account.certificates).toEqual([
      expect.objectContaining({ verifyId: last!.body.certificate.verifyId, courseTitle: 'Foundations', revoked: false, href: `/certificates/${last!.body.certificate.verifyId}` }),
    ])
    expect((await get(getAccount, '/api/account', {})).status).toBe(401)
  })

  it('concurrent completes of the last lessons issue exactly one certificate', async () => {
    for (let round = 0; round < 3; round++) {
      const member = await makeUser(`conc${round}`)
      await enroll('foundations', member)
      const ids = await lessonIds('foundations')
      for (const id of ids.slice(0, 6)) await complete(id, member)
      // the last three at once, each twice
      const responses = await Promise.all([...ids.slice(6), ...ids.slice(6)].map((id) => complete(id, member)))
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200])
      expect(await certificateCount(member.id)).toBe(1)
      const verifyIds = new Set(responses.map((response) => response.body.certificate?.verifyId).filter(Boolean))
      expect(verifyIds.size).toBe(1)
    }
  })

  it('an unknown certificate is a 404 "Certificate not found"', async () => {
    for (const verifyId of ['0'.repeat(32), 'not-an-id', 'A'.repeat(32)]) {
      const { status, body } = await get(getCertificateRoute, `/api/certificates/${verifyId}`, { verifyId })
      expect(status).toBe(404)
      expect(body).toEqual({ error: CERTIFICATE_NOT_FOUND })
    }
  })
})

describe('buying a course', () => {
  beforeEach(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
    process.env.STRIPE_API_BASE = fake.url
  })

  const intent = (slug: string, member?: Member) => post(purchaseIntentRoute, `/api/courses/${slug}/purchase-intent`, { slug }, member)

  it('a member gets a one-time PaymentIntent with the course and user in its metadata and an idempotency key', async () => {
    const member = await makeUser('buyer')
    const first = await intent('breath-for-everyday-calm', member)
    expect(first.status).toBe(200)
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_/)
    expect(first.body.amountUsd).toBe(19)
    const sent = fake.requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!
    const course = await courseId('breath-for-everyday-calm')
    expect(sent.body).toMatchObject({ amount: '1900', currency: 'usd', metadata: { kind: 'course', courseId: String(course), userId: String(member.id) } })
    expect(sent.idempotencyKey).toMatch(new RegExp(`^course-${course}-user-${member.id}-`))
    // a double click: the same intent
    const second = await intent('breath-for-everyday-calm', member)
    expect(second.body.clientSecret).toBe(first.body.clientSecret)
  })

  it('401 signed out, 400 for a free course, 503 without Stripe', async () => {
    expect((await intent('breath-for-everyday-calm')).status).toBe(401)
    const member = await makeUser('buyer_free')
    expect((await intent('foundations', member)).status).toBe(400)
    delete process.env.STRIPE_SECRET_KEY
    const off = await intent('breath-for-everyday-calm', member)
    expect(off.status).toBe(503)
    expect(off.body).toEqual({ error: PURCHASES_NOT_SET_UP })
  })

  it('grantCoursePurchase grants once when called 3 times and concurrently; then the course is open and buying again is a 409', async () => {
    const member = await makeUser('granted')
    const created = await intent('breath-for-everyday-calm', member)
    const paymentIntentId = String(created.body.clientSecret).split('_secret_')[0]!
    const stored = fake.objects.get(paymentIntentId)!
    const succeeded = { id: paymentIntentId, status: 'succeeded', amount: Number(stored.amount), metadata: stored.metadata as Record<string, string> }

    const results = [await grantCoursePurchase(payload, succeeded)]
    results.push(...(await Promise.all([grantCoursePurchase(payload, succeeded), grantCoursePurchase(payload, succeeded)])))
    results.push(await grantCoursePurchase(payload, succeeded))
    expect(results.filter((result) => result.outcome === 'granted')).toHaveLength(1)
    expect(results.filter((result) => result.outcome === 'already-granted')).toHaveLength(3)
    const { docs } = await payload.find({ collection: 'enrollments', where: { user: { equals: member.id } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ source: 'purchase', paymentId: paymentIntentId, revokedAt: null })

    const { body } = await overview('breath-for-everyday-calm', member)
    expect(body.enrollment.source).toBe('purchase')
    expect(body.lessons.every((lesson: { locked: boolean }) => !lesson.locked)).toBe(true)
    const again = await intent('breath-for-everyday-calm', member)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(ALREADY_ENROLLED)
  })

  it('bought against the fake Stripe: the webhook grants it once (replays change nothing) and a full refund revokes it', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test'
    const deliver = async (event: unknown) => {
      const body = JSON.stringify(event)
      const response = await webhookRoute(
        new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body) }, body }),
      )
      return ((await response.json()) as { outcome: string }).outcome
    }
    try {
      const member = await makeUser('webhook_buyer')
      const created = await intent('breath-for-everyday-calm', member)
      const { events } = await fake.confirm(String(created.body.clientSecret), 'succeeded')
      expect((await overview('breath-for-everyday-calm', member)).body.enrollment).toBeNull()
      const outcomes = [await deliver(events[0]), await deliver(events[0]), await deliver(events[0])]
      expect(outcomes).toEqual(['processed', 'replay', 'replay'])
      const { docs } = await payload.find({ collection: 'enrollments', where: { user: { equals: member.id } } })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ source: 'purchase', revokedAt: null })
      // a purchase is not a donation
      expect((await payload.count({ collection: 'donations', where: { providerId: { equals: docs[0]!.paymentId } } })).totalDocs).toBe(0)

      const [refunded] = await fake.refund(docs[0]!.paymentId!)
      expect(await deliver(refunded)).toBe('processed')
      expect((await overview('breath-for-everyday-calm', member)).body.enrollment).toBeNull()
      // the success delivered again after the refund does not reopen the course
      expect(await deliver({ ...events[0], id: `${events[0]!.id}_again` })).toBe('ignored')
      expect((await overview('breath-for-everyday-calm', member)).body.enrollment).toBeNull()
    } finally {
      delete process.env.STRIPE_WEBHOOK_SECRET
    }
  })

  it('ignores intents that did not succeed or are not course purchases', async () => {
    const member = await makeUser('ignored')
    const course = await courseId('breath-for-everyday-calm')
    const metadata = { kind: 'course', courseId: String(course), userId: String(member.id) }
    expect((await grantCoursePurchase(payload, { id: 'pi_pending1', status: 'processing', amount: 1900, metadata })).outcome).toBe('ignored')
    expect((await grantCoursePurchase(payload, { id: 'pi_donation1', status: 'succeeded', amount: 1900, metadata: { donationId: '1' } })).outcome).toBe('ignored')
    expect((await grantCoursePurchase(payload, { id: 'pi_nouser1', status: 'succeeded', amount: 1900, metadata: { ...metadata, userId: '99999999' } })).outcome).toBe('ignored')
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: member.id } } })).totalDocs).toBe(0)
  })

  it('a refund revokes the enrollment; a replayed success does not restore it; a new purchase does', async () => {
    const member = await makeUser('refunded')
    const course = await courseId('breath-for-everyday-calm')
    const metadata = { kind: 'course', courseId: String(course), userId: String(member.id) }
    const paid = { id: `pi_refund_${member.id}`, status: 'succeeded', amount: 1900, metadata }
    await grantCoursePurchase(payload, paid)
    expect(await revokeCoursePurchase(payload, paid.id)).toEqual({ revoked: 1 })
    expect(await revokeCoursePurchase(payload, paid.id)).toEqual({ revoked: 0 })
    const { body } = await overview('breath-for-everyday-calm', member)
    expect(body.enrollment).toBeNull()
    expect(body.lessons.slice(1).every((lesson: { locked: boolean }) => lesson.locked)).toBe(true)
    const [, second] = await lessonIds('breath-for-everyday-calm')
    expect((await complete(second!, member)).status).toBe(403)

    expect((await grantCoursePurchase(payload, paid)).outcome).toBe('ignored')
    expect((await overview('breath-for-everyday-calm', member)).body.enrollment).toBeNull()

    const rebought = await grantCoursePurchase(payload, { ...paid, id: `pi_rebuy_${member.id}` })
    expect(rebought.outcome).toBe('granted')
    expect((await overview('breath-for-everyday-calm', member)).body.enrollment.source).toBe('purchase')
  })
})

describe('account data', () => {
  it('courseDataForExport lists my rows; deleteCourseData removes progress and enrollments and revokes certificates', async () => {
    const member = await makeUser('leaver')
    await enroll('foundations', member)
    const ids = await lessonIds('foundations')
    let last
    for (const id of ids) last = await complete(id, member)
    const verifyId = last!.body.certificate.verifyId as string

    const exported = await courseDataForExport(payload, member.id)
    expect(exported.enrollments).toEqual([expect.objectContaining({ course: 'foundations', source: 'free', revokedAt: null })])
    expect(exported.lessonProgress).toHaveLength(9)
    expect(exported.lessonProgress[0]).toMatchObject({ course: 'foundations', lesson: 'what-yoga-is' })
    expect(exported.certificates).toEqual([expect.objectContaining({ verifyId, course: 'foundations', nameShown: member.username })])
    expect(exported.certificates[0]!.url).toMatch(new RegExp(`/certificates/${verifyId}$`))

    const removed = await deleteCourseData(payload, member.id)
    expect(removed).toEqual({ progressRemoved: 9, enrollmentsRemoved: 1, certificatesRevoked: 1 })
    // A revoked certificate says only that it was revoked, and when: no name, no course
    const verified = await get(getCertificateRoute, `/api/certificates/${verifyId}`, { verifyId })
    expect(verified.body.certificate).toEqual({ verifyId, status: 'revoked', revokedAt: expect.any(String), revokedReason: ACCOUNT_DELETED_REASON, holderName: null, course: null, issuedAt: null })
    expect(JSON.stringify(verified.body)).not.toContain(member.username)
    const { body } = await overview('foundations', member)
    expect(body.enrollment).toBeNull()
    expect(body.progress.done).toBe(0)
    const after = await courseDataForExport(payload, member.id)
    expect(after.enrollments).toEqual([])
    expect(after.lessonProgress).toEqual([])
    expect(after.certificates[0]!.revokedAt).not.toBeNull()
  })

  it('/account: "Download my data" carries the course data; deleting the account removes it and revokes the certificate', async () => {
    const member = await makeUser('deleter')
    await enroll('foundations', member)
    let last
    for (const id of await lessonIds('foundations')) last = await complete(id, member)
    const verifyId = last!.body.certificate.verifyId as string
    const user = await payload.findByID({ collection: 'users', id: member.id })
    const data = await exportAccountData(payload, user)
    expect(data.enrollments).toEqual([expect.objectContaining({ course: 'foundations', source: 'free' })])
    expect(data.lessonProgress).toHaveLength(9)
    expect(data.certificates).toEqual([expect.objectContaining({ verifyId })])

    await deleteAccount(payload, user, 'correct-horse-battery')
    expect((await payload.count({ collection: 'users', where: { id: { equals: member.id } } })).totalDocs).toBe(0)
    const { rows } = await (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { n: string }[] }> } }).pool.query(
      'SELECT (SELECT count(*) FROM enrollments WHERE user_id = $1) + (SELECT count(*) FROM lesson_progress WHERE user_id = $1) AS n',
      [member.id],
    )
    expect(Number(rows[0]!.n)).toBe(0)
    const verified = await get(getCertificateRoute, `/api/certificates/${verifyId}`, { verifyId })
    expect(verified.body.certificate).toMatchObject({ status: 'revoked', holderName: null, course: null })
    expect(JSON.stringify(verified.body)).not.toContain(member.username)
    // Removal for good: the name is gone from the stored certificate too
    const { rows: stored } = await (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { name_shown: string }[] }> } }).pool.query(
      'SELECT name_shown FROM certificates WHERE verify_id = $1',
      [verifyId],
    )
    expect(stored).toEqual([{ name_shown: '' }])
  })

  it('an account an admin deletes goes the same way: certificate revoked, the chosen name erased', async () => {
    const member = await makeUser('admin_removed')
    await payload.update({ collection: 'users', id: member.id, data: { displayName: 'Chosen Name Here' }, overrideAccess: true })
    await enroll('foundations', member)
    let last
    for (const id of await lessonIds('foundations')) last = await complete(id, member)
    const verifyId = last!.body.certificate.verifyId as string
    expect((await get(getCertificateRoute, `/api/certificates/${verifyId}`, { verifyId })).body.certificate).toMatchObject({ status: 'valid', holderName: 'Chosen Name Here' })
    await payload.delete({ collection: 'users', id: member.id, overrideAccess: true })
    const verified = await get(getCertificateRoute, `/api/certificates/${verifyId}`, { verifyId })
    expect(verified.body.certificate).toMatchObject({ status: 'revoked', revokedAt: expect.any(String), holderName: null })
    expect(JSON.stringify(verified.body)).not.toContain('Chosen Name Here')
    const { rows } = await (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { name_shown: string }[] }> } }).pool.query(
      'SELECT name_shown FROM certificates WHERE verify_id = $1',
      [verifyId],
    )
    expect(rows).toEqual([{ name_shown: '' }])
  })
})
