/**
 * Revoking one certificate from the admin: POST /api/admin/certificates/{id}/revoke {reason}
 * through its route handler, for a visitor, a member, an editor and an admin; the public
 * verification (/api/certificates/{verifyId}) then says revoked, when and why; a second
 * revocation changes nothing; an account deletion writes its own reason.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as revokeRoute } from '@/app/(frontend)/api/admin/certificates/[id]/revoke/route'
import { GET as getCertificateRoute } from '@/app/(frontend)/api/certificates/[verifyId]/route'
import { CERTIFICATE_TEXT } from '@/schemas/certificates'
import { ACCOUNT_DELETED_REASON, CERTIFICATE_NOT_FOUND, newVerifyId } from '@/services/courses/certificates'
import { deleteCourseData } from '@/services/courses/memberCourseData'
import { cms } from '@tests/support/cms'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'
import { asBrowser, PASSWORD, registerMember, uniqueUsername } from '@tests/support/session'

let payload: Payload
let courseId: number
const cookies: Record<'member' | 'editor' | 'admin', string> = {} as never
let adminToken: string

const signedIn = async (role: 'editor' | 'admin') => {
  const username = uniqueUsername(`cert_${role}`)
  await payload.create({ collection: 'users', data: { username, password: PASSWORD, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { username, password: PASSWORD } })
  return token!
}

/** A valid certificate of Foundations for a new member (written as the server writes it). */
const issue = async (nameShown = 'Asha Verma') => {
  const holder = await payload.create({ collection: 'users', data: { username: uniqueUsername('holder'), password: PASSWORD, roles: ['member'] } })
  const certificate = await payload.create({
    collection: 'certificates',
    data: { user: holder.id, course: courseId, verifyId: newVerifyId(), nameShown, issuedAt: new Date().toISOString() },
    depth: 0,
  })
  return { id: certificate.id, verifyId: certificate.verifyId, holderId: holder.id }
}

const revoke = (id: number | string, cookie?: string, body: unknown = { reason: 'Issued by mistake: the lessons were not finished.' }) =>
  asBrowser(revokeRoute, `/api/admin/certificates/${id}/revoke`, { cookie, method: 'POST', body, params: { id: String(id) } })

const verify = async (verifyId: string) => (await call(getCertificateRoute as never, `/api/certificates/${verifyId}`, { verifyId })).body.certificate

beforeAll(async () => {
  payload = await testPayload()
  // The first account of a database becomes an admin: take that place, so every test user is what it says.
  if ((await payload.count({ collection: 'users' })).totalDocs === 0) await signedIn('admin')
  courseId = (await payload.find({ collection: 'courses', where: { slug: { equals: 'foundations' } }, limit: 1, depth: 0 })).docs[0]!.id
  cookies.member = (await registerMember('cert_member')).cookie
  cookies.editor = `payload-token=${await signedIn('editor')}`
  adminToken = await signedIn('admin')
  cookies.admin = `payload-token=${adminToken}`
})

describe('POST /api/admin/certificates/{id}/revoke', () => {
  it('an admin revokes a certificate with a reason: the public verification says revoked, when and why, and names no one', async () => {
    const { id, verifyId } = await issue('Asha Verma')
    expect(await verify(verifyId)).toMatchObject({ status: 'valid', holderName: 'Asha Verma', revokedAt: null, revokedReason: null })

    const answer = await revoke(id, cookies.admin, { reason: '  Issued by mistake: <b>the lessons</b> were not finished.  ' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    expect(answer.body).toEqual({
      message: CERTIFICATE_TEXT.revoked,
      certificate: { id, verifyId, revokedAt: expect.any(String), revokedReason: 'Issued by mistake: <b>the lessons</b> were not finished.' },
    })
    expect(Date.parse(answer.body.certificate.revokedAt)).toBeGreaterThan(Date.now() - 60_000)

    // the reason is stored as written (trimmed); the page renders it as text
    expect(await verify(verifyId)).toEqual({
      verifyId,
      status: 'revoked',
      revokedAt: answer.body.certificate.revokedAt,
      revokedReason: 'Issued by mistake: <b>the lessons</b> were not finished.',
      holderName: null,
      course: null,
      issuedAt: null,
    })
    const stored = await payload.findByID({ collection: 'certificates', id, depth: 0 })
    expect(stored).toMatchObject({ revokedAt: answer.body.certificate.revokedAt, revokedReason: 'Issued by mistake: <b>the lessons</b> were not finished.' })
  })

  it('a second revocation is a 409 that names the first; the first time and reason stay', async () => {
    const { id, verifyId } = await issue()
    const first = await revoke(id, cookies.admin, { reason: 'The first reason.' })
    expect(first.status).toBe(200)
    const second = await revoke(id, cookies.admin, { reason: 'A second, different reason.' })
    expect(second.status).toBe(409)
    expect(second.body).toEqual({
      error: expect.stringMatching(/^This certificate was already revoked on \d{1,2} \w+ \d{4}/),
      details: { revokedAt: first.body.certificate.revokedAt, revokedReason: 'The first reason.' },
    })
    expect(await verify(verifyId)).toMatchObject({ revokedAt: first.body.certificate.revokedAt, revokedReason: 'The first reason.' })
  })

  it('two admins at once: exactly one revocation is kept', async () => {
    const { id, verifyId } = await issue()
    const answers = await Promise.all(['Reason A.', 'Reason B.', 'Reason C.'].map((reason) => revoke(id, cookies.admin, { reason })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const kept = answers.find((answer) => answer.status === 200)!.body.certificate
    expect(await verify(verifyId)).toMatchObject({ revokedAt: kept.revokedAt, revokedReason: kept.revokedReason })
  })

  it('a visitor gets 401, a member and an editor 403, and the certificate stays valid', async () => {
    const { id, verifyId } = await issue()
    const visitor = await revoke(id)
    expect(visitor.status).toBe(401)
    expect(visitor.body).toEqual({ error: 'Please log in to continue.' })
    for (const role of ['member', 'editor'] as const) {
      const refused = await revoke(id, cookies[role])
      expect(refused.status, role).toBe(403)
      expect(refused.body, role).toEqual({ error: 'You do not have permission to do this.' })
    }
    expect(await verify(verifyId)).toMatchObject({ status: 'valid', revokedAt: null, revokedReason: null })
  })

  it('a blank, missing or too long reason is a 400 {error, details}; nothing is revoked', async () => {
    const { id, verifyId } = await issue()
    for (const body of [{ reason: '' }, { reason: '   \n  ' }, {}, { reason: 42 }]) {
      const refused = await revoke(id, cookies.admin, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body, JSON.stringify(body)).toEqual({ error: CERTIFICATE_TEXT.reasonRequired, details: expect.objectContaining({ fieldErrors: { reason: [CERTIFICATE_TEXT.reasonRequired] } }) })
    }
    const long = await revoke(id, cookies.admin, { reason: 'x'.repeat(501) })
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ error: CERTIFICATE_TEXT.reasonTooLong, details: expect.any(Object) })
    expect(await verify(verifyId)).toMatchObject({ status: 'valid', revokedReason: null })
    // exactly 500 characters is fine
    expect((await revoke(id, cookies.admin, { reason: 'y'.repeat(500) })).status).toBe(200)
  })

  it('an unknown or malformed id is a 404 "Certificate not found"', async () => {
    for (const id of ['2147483000', '0', 'abc', '99999999999']) {
      const missing = await revoke(id, cookies.admin)
      expect(missing.status, id).toBe(404)
      expect(missing.body, id).toEqual({ error: CERTIFICATE_NOT_FOUND })
    }
  })

  it('through /cms-api even an admin cannot write revokedAt or revokedReason', async () => {
    const { id, verifyId } = await issue()
    const patched = await cms('PATCH', `certificates/${id}`, { token: adminToken, body: { revokedAt: new Date().toISOString(), revokedReason: 'Sneaky' } })
    expect(patched.status).toBe(403)
    expect(await verify(verifyId)).toMatchObject({ status: 'valid', revokedReason: null })
  })
})

describe('account deletion', () => {
  it("writes its own reason, \"The member's account was deleted.\"; one an admin revoked earlier keeps its reason", async () => {
    const valid = await issue()
    await deleteCourseData(payload, valid.holderId)
    expect(await verify(valid.verifyId)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String), revokedReason: ACCOUNT_DELETED_REASON, holderName: null })

    const revoked = await issue()
    const first = await revoke(revoked.id, cookies.admin, { reason: 'Revoked by the admin first.' })
    await payload.delete({ collection: 'users', id: revoked.holderId, overrideAccess: true })
    expect(await verify(revoked.verifyId)).toMatchObject({ status: 'revoked', revokedAt: first.body.certificate.revokedAt, revokedReason: 'Revoked by the admin first.' })
  })
})
