/**
 * Passwords of editors and admins: at least 12 characters and not a common password on every way
 * one is set (an admin in the CMS, one's own account page, the reset link, /account); changing
 * one's own password in the CMS asks for the current one. Members keep SPEC's 6 characters.
 * (The first user and `npm run create-admin` are in accounts.test.ts, on an empty database.)
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as changePassword } from '@/app/(frontend)/api/account/password/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { cms, type CmsResponse } from '@tests/support/cms'
import { postJson } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'
import { asBrowser, PASSWORD, registerMember, uniqueUsername } from '@tests/support/session'

const STRONG = 'correct-horse-battery'
const OTHER_STRONG = 'lantern-meadow-quietly-9'
const STAFF_MIN = 'Staff passwords need at least 12 characters.'
const COMMON = 'This password is too common. Please choose one that is harder to guess.'
const NEED_CURRENT = 'Please enter your current password'
const WRONG_CURRENT = 'Your current password is not correct.'
const PROMOTION = 'Editors and admins need a password of at least 12 characters: set a new password for this account.'

let payload: Payload
let adminToken: string

type Role = 'admin' | 'editor' | 'member'

const makeUser = async (prefix: string, roles: Role[], password = STRONG) => {
  const username = uniqueUsername(prefix).toLowerCase()
  const user = await payload.create({ collection: 'users', data: { username, password, roles } })
  return { id: user.id, username }
}

const tokenFor = async (username: string, password: string): Promise<string> => {
  const response = await cms('POST', 'users/login', { body: { username, password } })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.token
}

const signsIn = async (username: string, password: string) => (await cms('POST', 'users/login', { body: { username, password } })).status === 200

/** The field errors of a Payload ValidationError answer, as the admin panel reads them. */
const expectFieldErrors = (response: CmsResponse, errors: { path: string; message: string }[]) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(response.body.errors[0].data.errors).toEqual(errors.map((error) => expect.objectContaining(error)))
}

beforeAll(async () => {
  payload = await testPayload()
  const admin = await makeUser('pw_admin', ['admin'])
  adminToken = await tokenFor(admin.username, STRONG)
})

describe('an admin creating accounts in the CMS (POST /cms-api/users)', () => {
  it('refuses an editor or admin with fewer than 12 characters or a common password, at the password field', async () => {
    for (const roles of [['editor'], ['admin']]) {
      const short = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_new'), password: 'short-pass1', roles } })
      expectFieldErrors(short, [{ path: 'password', message: STAFF_MIN }])
      // spaces around do not count towards the 12
      const padded = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_new'), password: '   abc123xyz   ', roles } })
      expectFieldErrors(padded, [{ path: 'password', message: STAFF_MIN }])
      const common = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_new'), password: '112233445566', roles } })
      expectFieldErrors(common, [{ path: 'password', message: COMMON }])
    }
    const username = uniqueUsername('pw_same').toLowerCase().padEnd(12, 'x')
    const same = await cms('POST', 'users', { token: adminToken, body: { username, password: username.toUpperCase(), roles: ['editor'] } })
    expectFieldErrors(same, [{ path: 'password', message: 'Your password must not be the same as your username.' }])
    expect((await payload.find({ collection: 'users', where: { username: { like: 'pw_new' } } })).totalDocs).toBe(0)
  })

  it('creates an editor with a strong password, who then signs in', async () => {
    const username = uniqueUsername('pw_editor').toLowerCase()
    const created = await cms('POST', 'users', { token: adminToken, body: { username, password: STRONG, roles: ['editor'] } })
    expect(created.status).toBe(201)
    expect(created.body.doc.roles).toEqual(['editor'])
    expect(created.body.doc).not.toHaveProperty('currentPassword')
    expect(await signsIn(username, STRONG)).toBe(true)
  })

  it('members keep the 6-character minimum and the common-password list', async () => {
    const short = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_mem'), password: 'abc12', roles: ['member'] } })
    expectFieldErrors(short, [{ path: 'password', message: 'Password must be at least 6 characters' }])
    const common = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_mem'), password: 'namaste', roles: ['member'] } })
    expectFieldErrors(common, [{ path: 'password', message: COMMON }])
    const ok = await cms('POST', 'users', { token: adminToken, body: { username: uniqueUsername('pw_mem'), password: 'tree-pose', roles: ['member'] } })
    expect(ok.status).toBe(201)
  })
})

describe("an admin changing someone else's account (PATCH /cms-api/users/{id})", () => {
  it("sets another editor's password without knowing it, but only a strong one", async () => {
    const editor = await makeUser('pw_other', ['editor'])
    const weak = await cms('PATCH', `users/${editor.id}`, { token: adminToken, body: { password: 'letmein' } })
    expectFieldErrors(weak, [{ path: 'password', message: STAFF_MIN }])
    expect(await signsIn(editor.username, STRONG)).toBe(true)

    const strong = await cms('PATCH', `users/${editor.id}`, { token: adminToken, body: { password: OTHER_STRONG } })
    expect(strong.status, JSON.stringify(strong.body)).toBe(200)
    expect(await signsIn(editor.username, OTHER_STRONG)).toBe(true)
    expect(await signsIn(editor.username, STRONG)).toBe(false)
  })

  it('making a member an editor or admin needs a new strong password in the same request', async () => {
    const member = await makeUser('pw_promo', ['member'], 'yoga-mat-7')
    const rolesOnly = await cms('PATCH', `users/${member.id}`, { token: adminToken, body: { roles: ['member', 'editor'] } })
    expectFieldErrors(rolesOnly, [{ path: 'roles', message: PROMOTION }])
    const weak = await cms('PATCH', `users/${member.id}`, { token: adminToken, body: { roles: ['admin'], password: 'yoga-mat-77' } })
    expectFieldErrors(weak, [{ path: 'password', message: STAFF_MIN }])
    expect((await payload.findByID({ collection: 'users', id: member.id })).roles).toEqual(['member'])

    const promoted = await cms('PATCH', `users/${member.id}`, { token: adminToken, body: { roles: ['member', 'editor'], password: OTHER_STRONG } })
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200)
    expect(promoted.body.doc.roles).toEqual(['member', 'editor'])
    expect(await signsIn(member.username, OTHER_STRONG)).toBe(true)

    // editor to admin, or back to member, changes no password
    expect((await cms('PATCH', `users/${member.id}`, { token: adminToken, body: { roles: ['admin'] } })).status).toBe(200)
    expect((await cms('PATCH', `users/${member.id}`, { token: adminToken, body: { roles: ['member'] } })).status).toBe(200)
  })
})

describe('changing one\'s own password in the CMS (the admin panel\'s account page)', () => {
  it('an editor gives the current password: missing or wrong is a field error and nothing changes', async () => {
    const editor = await makeUser('pw_self', ['editor'])
    const token = await tokenFor(editor.username, STRONG)

    const without = await cms('PATCH', `users/${editor.id}`, { token, body: { password: OTHER_STRONG } })
    expectFieldErrors(without, [{ path: 'currentPassword', message: NEED_CURRENT }])
    const wrong = await cms('PATCH', `users/${editor.id}`, { token, body: { password: OTHER_STRONG, currentPassword: 'not-my-password' } })
    expectFieldErrors(wrong, [{ path: 'currentPassword', message: WRONG_CURRENT }])
    expect(await signsIn(editor.username, STRONG)).toBe(true)
    expect(await signsIn(editor.username, OTHER_STRONG)).toBe(false)

    // the right current password, but a weak new one
    const weak = await cms('PATCH', `users/${editor.id}`, { token, body: { password: 'password', currentPassword: STRONG } })
    expectFieldErrors(weak, [{ path: 'password', message: STAFF_MIN }])
    const common = await cms('PATCH', `users/${editor.id}`, { token, body: { password: '123qweasdzxc', currentPassword: STRONG } })
    expect(common.status).toBe(400)
    expect(await signsIn(editor.username, STRONG)).toBe(true)

    const changed = await cms('PATCH', `users/${editor.id}`, { token, body: { password: OTHER_STRONG, currentPassword: STRONG } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.doc).not.toHaveProperty('currentPassword')
    expect(await signsIn(editor.username, OTHER_STRONG)).toBe(true)
    expect(await signsIn(editor.username, STRONG)).toBe(false)
  })

  it('an admin changing their own password gives the current one too; other changes need none', async () => {
    const admin = await makeUser('pw_selfadm', ['admin'])
    const token = await tokenFor(admin.username, STRONG)
    expectFieldErrors(await cms('PATCH', `users/${admin.id}`, { token, body: { password: OTHER_STRONG } }), [
      { path: 'currentPassword', message: NEED_CURRENT },
    ])
    const renamed = await cms('PATCH', `users/${admin.id}`, { token, body: { displayName: 'Ada' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc.displayName).toBe('Ada')
    const changed = await cms('PATCH', `users/${admin.id}`, { token, body: { password: OTHER_STRONG, currentPassword: STRONG } })
    expect(changed.status).toBe(200)
    expect(await signsIn(admin.username, OTHER_STRONG)).toBe(true)
  })

  it('guessing the current password is limited per account (RATE_LIMIT_LOGIN), a 429 before any hashing', async () => {
    const editor = await makeUser('pw_guess', ['editor'])
    const token = await tokenFor(editor.username, STRONG)
    const previous = process.env.RATE_LIMIT_LOGIN
    process.env.RATE_LIMIT_LOGIN = '3/900'
    try {
      for (let guess = 0; guess < 3; guess++) {
        const wrong = await cms('PATCH', `users/${editor.id}`, { token, body: { password: OTHER_STRONG, currentPassword: `guess-${guess}` } })
        expectFieldErrors(wrong, [{ path: 'currentPassword', message: WRONG_CURRENT }])
      }
      const limited = await cms('PATCH', `users/${editor.id}`, { token, body: { password: OTHER_STRONG, currentPassword: STRONG } })
      expect(limited.status).toBe(429)
    } finally {
      if (previous === undefined) delete process.env.RATE_LIMIT_LOGIN
      else process.env.RATE_LIMIT_LOGIN = previous
    }
    // nothing changed
    expect(await signsIn(editor.username, STRONG)).toBe(true)
  })
})

describe('the reset link (POST /cms-api/users/reset-password)', () => {
  const withResetToken = async (id: number) => {
    const token = randomBytes(20).toString('hex')
    // stored hashed by the collection's hook, as forgot-password stores it
    await payload.update({
      collection: 'users',
      id,
      data: { resetPasswordToken: token, resetPasswordExpiration: new Date(Date.now() + 10 * 60_000).toISOString() },
      overrideAccess: true,
    })
    return token
  }

  it("holds an editor to the staff rule (the token names the account); the link still works after a refusal", async () => {
    const editor = await makeUser('pw_reset', ['editor'])
    const token = await withResetToken(editor.id)
    expectFieldErrors(await cms('POST', 'users/reset-password', { body: { token, password: 'sunshine' } }), [{ path: 'password', message: STAFF_MIN }])
    expectFieldErrors(await cms('POST', 'users/reset-password', { body: { token, password: '1qaz2wsx3edc' } }), [{ path: 'password', message: COMMON }])
    expect(await signsIn(editor.username, STRONG)).toBe(true)

    const reset = await cms('POST', 'users/reset-password', { body: { token, password: OTHER_STRONG } })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(reset.body.user.username).toBe(editor.username)
    expect(await signsIn(editor.username, OTHER_STRONG)).toBe(true)
  })

  it('a member resetting keeps the 6-character rule', async () => {
    const member = await makeUser('pw_mreset', ['member'], 'yoga-mat-7')
    const token = await withResetToken(member.id)
    expectFieldErrors(await cms('POST', 'users/reset-password', { body: { token, password: 'abc12' } }), [
      { path: 'password', message: 'Password must be at least 6 characters' },
    ])
    expect((await cms('POST', 'users/reset-password', { body: { token, password: 'warrior-2' } })).status).toBe(200)
    expect(await signsIn(member.username, 'warrior-2')).toBe(true)
  })
})

describe('the site (/api)', () => {
  it('an editor changing their password on /account meets the staff rule, as SPEC-style JSON', async () => {
    const { username, cookie } = await registerMember('pw_acct')
    const [doc] = (await payload.find({ collection: 'users', where: { username: { equals: username } } })).docs
    // made an editor by server code (the Local API; its password, PASSWORD, is already a strong one)
    await payload.update({ collection: 'users', id: doc!.id, data: { roles: ['editor'] } })
    const body = (newPassword: string) => ({ currentPassword: PASSWORD, newPassword })
    const short = await asBrowser(changePassword, '/api/account/password', { method: 'POST', cookie, body: body('short-pass1') })
    expect(short.status).toBe(400)
    expect(short.body).toEqual({ success: false, error: STAFF_MIN, details: { field: 'newPassword' } })
    const changed = await asBrowser(changePassword, '/api/account/password', { method: 'POST', cookie, body: body(OTHER_STRONG) })
    expect(changed.status).toBe(200)
    expect(await signsIn(username, OTHER_STRONG)).toBe(true)
  })

  it('a member still registers with 6 characters, and not with a common password', async () => {
    const six = await postJson(register, '/api/auth/register', { username: uniqueUsername('pw_six'), password: 'kx7#qp' })
    expect(six.status).toBe(201)
    const common = await postJson(register, '/api/auth/register', { username: uniqueUsername('pw_six'), password: 'sunshine' })
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({ success: false, error: COMMON })
  })
})
