/**
 * A member's own account: GET /api/account, changing the password, downloading
 * one's data and deleting the account, each only with one's own session.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deleteAccount, GET as account } from '@/app/(frontend)/api/account/route'
import { GET as exportData } from '@/app/(frontend)/api/account/export/route'
import { POST as setName } from '@/app/(frontend)/api/account/name/route'
import { POST as changePassword } from '@/app/(frontend)/api/account/password/route'
import { GET as certificateRoute } from '@/app/(frontend)/api/certificates/[verifyId]/route'
import { POST as completeRoute } from '@/app/(frontend)/api/lessons/[id]/complete/route'
import { POST as enrollRoute } from '@/app/(frontend)/api/courses/[slug]/enroll/route'
import { DISPLAY_NAME_MESSAGE } from '@/schemas/auth'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { postJson } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { asBrowser, cookieOf, PASSWORD, registerMember, whoIs } from '@tests/support/session'

let payload: Payload
const NEW_PASSWORD = 'slow-morning-breath-7'
const logIn = (username: string, password: string) => postJson(login, '/api/auth/login', { username, password })

beforeAll(async () => {
  payload = await testPayload()
})

describe('signed out', () => {
  it('every account call is a 401 {success: false, error}', async () => {
    const calls = [
      asBrowser(account, '/api/account'),
      asBrowser(exportData, '/api/account/export'),
      asBrowser(changePassword, '/api/account/password', { method: 'POST', body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
      asBrowser(deleteAccount, '/api/account', { method: 'DELETE', body: { password: PASSWORD } }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ success: false, error: 'Please log in to continue.' })
    }
  })
})

describe('GET /api/account', () => {
  it('shows the member its username and, until courses land, no courses or certificates', async () => {
    const { username, cookie } = await registerMember('overview')
    const response = await asBrowser(account, '/api/account', { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.body).toEqual({
      success: true,
      account: { username, displayName: null, roles: ['member'], memberSince: expect.any(String), email: null, pendingEmail: null, courses: [], certificates: [] },
    })
  })
})

describe('POST /api/account/name', () => {
  it('sets the name on certificates: new and existing valid ones show it; empty goes back to the username', async () => {
    const { username, cookie } = await registerMember('named')
    const { id } = (await payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1 })).docs[0]!
    // finish a small course: enrol in Foundations and complete every lesson
    expect((await asBrowser(enrollRoute, '/api/courses/foundations/enroll', { method: 'POST', cookie, params: { slug: 'foundations' } })).status).toBeLessThan(300)
    const course = (await payload.find({ collection: 'courses', where: { slug: { equals: 'foundations' } }, limit: 1 })).docs[0]!
    const lessons = await payload.find({ collection: 'lessons', where: { course: { equals: course.id } }, limit: 50, depth: 0 })
    for (const lesson of lessons.docs) {
      await asBrowser(completeRoute, `/api/lessons/${lesson.id}/complete`, { method: 'POST', cookie, params: { id: String(lesson.id) } })
    }
    const [certificate] = (await payload.find({ collection: 'certificates', where: { user: { equals: id } }, depth: 0 })).docs
    const shown = async () => (await asBrowser(certificateRoute, `/api/certificates/${certificate!.verifyId}`, { params: { verifyId: certificate!.verifyId } })).body
    expect(JSON.stringify(await shown())).toContain(username)

    const named = await asBrowser(setName, '/api/account/name', { method: 'POST', cookie, body: { displayName: '  Priya   Sharma ' } })
    expect(named).toMatchObject({ status: 200, body: { success: true, nameShown: 'Priya Sharma' } })
    expect(JSON.stringify(await shown())).toContain('Priya Sharma')
    expect((await asBrowser(account, '/api/account', { cookie })).body.account.displayName).toBe('Priya Sharma')

    for (const displayName of ['x'.repeat(81), 'Bad\u0007Name', '<b>me</b>']) {
      const refused = await asBrowser(setName, '/api/account/name', { method: 'POST', cookie, body: { displayName } })
      expect(refused).toMatchObject({ status: 400, body: { success: false, error: DISPLAY_NAME_MESSAGE } })
    }
    const reset = await asBrowser(setName, '/api/account/name', { method: 'POST', cookie, body: { displayName: '' } })
    expect(reset.body.nameShown).toBe(username)
    expect(JSON.stringify(await shown())).toContain(username)
    expect((await asBrowser(setName, '/api/account/name', { method: 'POST', body: { displayName: 'Someone' } })).status).toBe(401)
  })
})

describe('POST /api/account/password', () => {
  it('checks the current password and the rules, then changes it and ends the other sessions', async () => {
    const { username, cookie } = await registerMember('change_pw')
    const elsewhere = cookieOf(await logIn(username, PASSWORD))
    const post = (body: unknown) => asBrowser(changePassword, '/api/account/password', { method: 'POST', cookie, body })

    const wrong = await post({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ success: false, error: 'Your current password is not correct.' })
    const short = await post({ currentPassword: PASSWORD, newPassword: 'abc' })
    expect(short.body.error).toBe('Password must be at least 6 characters')
    const common = await post({ currentPassword: PASSWORD, newPassword: 'letmein123' })
    expect(common.body.error).toBe('This password is too common. Please choose one that is harder to guess.')
    const same = await post({ currentPassword: PASSWORD, newPassword: username })
    expect(same.body.error).toBe('Your password must not be the same as your username.')
    const missing = await post({ newPassword: NEW_PASSWORD })
    expect(missing.body.error).toBe('Please enter your current password')
    expect((await logIn(username, PASSWORD)).status).toBe(200)

    const changed = await post({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ success: true })
    expect((await logIn(username, PASSWORD)).status).toBe(401)
    expect((await logIn(username, NEW_PASSWORD)).status).toBe(200)
    // this browser stays signed in; the one elsewhere is signed out
    expect(await whoIs(cookie)).toBe(username)
    expect(await whoIs(elsewhere)).toBeNull()
  })
})

describe('GET /api/account/export', () => {
  it("downloads the member's own data as a JSON attachment, without password material", async () => {
    const { username, cookie } = await registerMember('export')
    const other = await registerMember('export_other')
    const response = await asBrowser(exportData, '/api/account/export', { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="yoga-commons-${username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.body).toMatchObject({
      exportedAt: expect.any(String),
      account: { username, roles: ['member'], createdAt: expect.any(String) },
      sessions: [{ createdAt: expect.any(String), expiresAt: expect.any(String) }],
    })
    const text = JSON.stringify(response.body)
    for (const secret of ['hash', 'salt', 'token', PASSWORD, other.username]) expect(text).not.toContain(secret)
  })
})

describe('DELETE /api/account', () => {
  it('needs the password, then removes the account: its session and login stop working', async () => {
    const { username, cookie } = await registerMember('delete_me')
    const wrong = await asBrowser(deleteAccount, '/api/account', { method: 'DELETE', cookie, body: { password: 'not-it' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ success: false, error: 'That password is not correct.' })
    const missing = await asBrowser(deleteAccount, '/api/account', { method: 'DELETE', cookie, body: {} })
    expect(missing.body.error).toBe('Please enter your password')
    expect(await whoIs(cookie)).toBe(username)

    const deleted = await asBrowser(deleteAccount, '/api/account', { method: 'DELETE', cookie, body: { password: PASSWORD } })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ success: true })
    expect(deleted.headers.get('set-cookie')).toMatch(/^payload-token=;/)
    expect((await payload.find({ collection: 'users', where: { username: { equals: username } } })).totalDocs).toBe(0)
    expect(await whoIs(cookie)).toBeNull()
    expect((await logIn(username, PASSWORD)).status).toBe(401)
  })

  it('the only admin cannot delete itself here', async () => {
    const admins = await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 100 })
    // make exactly one admin: a fresh one, the others become editors for this test
    const { username, cookie } = await registerMember('sole_admin')
    const [sole] = (await payload.find({ collection: 'users', where: { username: { equals: username } } })).docs
    await payload.update({ collection: 'users', id: sole!.id, data: { roles: ['admin'] } })
    for (const other of admins.docs) await payload.update({ collection: 'users', id: other.id, data: { roles: ['editor'] } })
    try {
      const response = await asBrowser(deleteAccount, '/api/account', { method: 'DELETE', cookie, body: { password: PASSWORD } })
      expect(response.status).toBe(409)
      expect(response.body.error).toBe('You are the only admin. Make someone else an admin before you delete your account.')
      expect(await whoIs(cookie)).toBe(username)
    } finally {
      for (const other of admins.docs) await payload.update({ collection: 'users', id: other.id, data: { roles: other.roles } })
    }
  })
})
