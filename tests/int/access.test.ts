/**
 * Who may read and write what, through Payload's own REST API at /cms-api (called in-process with
 * Payload's real handlers) and the local API with access enforced.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cms as callCms } from '@tests/support/cms'
import { testPayload } from '@tests/support/payload'

const cms = (method: 'GET' | 'POST' | 'PATCH', path: string, token?: string, body?: unknown) => callCms(method, path, { token, body })

let payload: Payload
const users: Record<'admin' | 'editor' | 'member', { id: number; token: string }> = {} as never

const makeUser = async (username: string, roles: ('admin' | 'editor' | 'member')[]) => {
  const password = 'correct-horse-battery'
  const user = await payload.create({ collection: 'users', data: { username, password, roles } })
  const { token } = await payload.login({ collection: 'users', data: { username, password } })
  return { id: user.id, token: token! }
}

beforeAll(async () => {
  payload = await testPayload()
  users.admin = await makeUser('access_admin', ['admin'])
  users.editor = await makeUser('access_editor', ['editor'])
  users.member = await makeUser('access_member', ['member'])
  await payload.create({
    collection: 'feedback',
    data: { rating: 'needs_improvement', feedbackText: 'Private visitor note', slug: '/glossary' },
  })
})

describe('admin-only collections', () => {
  const adminOnly = [
    'feedback',
    'proposals',
    'ideas',
    'newsletter-subscribers',
    'newsletter-campaigns',
    'contact-messages',
    'donations',
    'monthly-gifts',
    'stripe-events',
    // the e-mail outbox holds addresses and messages
    'payload-jobs',
  ]

  it.each(adminOnly)('%s is closed to visitors, members and editors', async (collection) => {
    for (const token of [undefined, users.member.token, users.editor.token]) {
      const { status, body } = await cms('GET', collection, token)
      expect(status).toBe(403)
      expect(JSON.stringify(body)).not.toContain('Private visitor note')
    }
  })

  it('a member cannot read /cms-api/feedback, an admin can', async () => {
    const member = await cms('GET', 'feedback', users.member.token)
    expect(member.status).toBe(403)
    const admin = await cms('GET', 'feedback', users.admin.token)
    expect(admin.status).toBe(200)
    expect(admin.body.docs.map((d: { feedbackText: string }) => d.feedbackText)).toContain('Private visitor note')
  })

  it('nobody runs the jobs queue through the CMS API, not even an admin: jobs run only through the runner\'s claims', async () => {
    // (Payload's run endpoint answers 401 to everyone its access refuses)
    for (const token of [undefined, users.member.token, users.editor.token, users.admin.token]) {
      expect((await cms('GET', 'payload-jobs/run?queue=email', token)).status).toBe(401)
    }
  })

  it.each(['donations', 'monthly-gifts', 'stripe-events'])('nobody writes %s through the CMS API, not even an admin: only Stripe webhooks do', async (collection) => {
    for (const token of [undefined, users.member.token, users.editor.token, users.admin.token]) {
      const { status } = await cms('POST', collection, token, { amount: 5, subscriptionId: 'sub_x', customerId: 'cus_x', eventId: 'evt_x', type: 'x' })
      expect(status).toBe(403)
    }
  })

  it('visitors cannot create feedback through the CMS API', async () => {
    const { status } = await cms('POST', 'feedback', undefined, { rating: 'met' })
    expect(status).toBe(403)
  })
})

describe('drafts and accounts', () => {
  it.each(['glossary-terms', 'faqs', 'poses', 'events'])('%s versions (drafts, history) are for editors only', async (collection) => {
    for (const token of [undefined, users.member.token]) {
      const { status } = await cms('GET', `${collection}/versions`, token)
      expect(status).toBe(403)
    }
    expect((await cms('GET', `${collection}/versions`, users.editor.token)).status).toBe(200)
  })

  it('only an admin can clear an account lockout', async () => {
    const body = { username: 'access_admin' }
    expect((await cms('POST', 'users/unlock', users.member.token, body)).status).toBe(403)
    expect((await cms('POST', 'users/unlock', users.editor.token, body)).status).toBe(403)
    expect((await cms('POST', 'users/unlock', users.admin.token, body)).status).toBe(200)
  })
})

describe('public content', () => {
  it('anyone reads published terms; only editors and admins write them', async () => {
    const read = await cms('GET', 'glossary-terms?limit=1')
    expect(read.status).toBe(200)
    expect(read.body.docs).toHaveLength(1)

    const data = { term: 'Access Test Term', shortDef: 'Written by an editor.', _status: 'published' }
    expect((await cms('POST', 'glossary-terms', undefined, data)).status).toBe(403)
    expect((await cms('POST', 'glossary-terms', users.member.token, data)).status).toBe(403)
    const created = await cms('POST', 'glossary-terms', users.editor.token, data)
    expect(created.status).toBe(201)
    await payload.delete({ collection: 'glossary-terms', id: created.body.doc.id })
  })
})

describe('roles', () => {
  it('a member cannot raise its own role', async () => {
    const attempt = await cms('PATCH', `users/${users.member.id}`, users.member.token, { roles: ['admin'] })
    expect(attempt.status).toBeLessThan(500)
    const after = await payload.findByID({ collection: 'users', id: users.member.id, depth: 0 })
    expect(after.roles).toEqual(['member'])
  })

  it('an editor cannot change roles either; an admin can', async () => {
    await cms('PATCH', `users/${users.member.id}`, users.editor.token, { roles: ['editor'] })
    expect((await payload.findByID({ collection: 'users', id: users.member.id })).roles).toEqual(['member'])

    // making a member an editor takes a new, staff-strength password with it (staffPasswords.test.ts)
    const byAdmin = await cms('PATCH', `users/${users.member.id}`, users.admin.token, {
      roles: ['member', 'editor'],
      password: 'correct-horse-battery',
    })
    expect(byAdmin.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: users.member.id })).roles).toEqual(['member', 'editor'])
    await payload.update({ collection: 'users', id: users.member.id, data: { roles: ['member'] } })
    // a new password ends the account's sessions: the member signs in again
    const { token } = await payload.login({ collection: 'users', data: { username: 'access_member', password: 'correct-horse-battery' } })
    users.member.token = token!
  })

  it('a member reads only its own account', async () => {
    const list = await cms('GET', 'users', users.member.token)
    expect(list.status).toBe(200)
    expect(list.body.docs.map((d: { username: string }) => d.username)).toEqual(['access_member'])
  })

  it('only an admin creates accounts and grants roles through the CMS API', async () => {
    const data = { username: 'sneaky_admin', password: 'secret-enough', roles: ['admin'] }
    expect((await cms('POST', 'users', undefined, data)).status).toBe(403)
    expect((await cms('POST', 'users', users.member.token, data)).status).toBe(403)
    const byAdmin = await cms('POST', 'users', users.admin.token, { ...data, username: 'granted_editor', roles: ['editor'] })
    expect(byAdmin.status).toBe(201)
    expect(byAdmin.body.doc.roles).toEqual(['editor'])
    await payload.delete({ collection: 'users', id: byAdmin.body.doc.id })
  })

  it('only editors and admins may open the admin panel', async () => {
    const canAccessAdmin = async (id: number) => {
      const user = await payload.findByID({ collection: 'users', id })
      const access = payload.collections.users.config.access.admin!
      return access({ req: { user: { ...user, collection: 'users' }, payload } as never })
    }
    expect(await canAccessAdmin(users.admin.id)).toBe(true)
    expect(await canAccessAdmin(users.editor.id)).toBe(true)
    expect(await canAccessAdmin(users.member.id)).toBe(false)
  })
})
