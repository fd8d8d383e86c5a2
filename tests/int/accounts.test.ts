import { REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { createAdmin } from '@/seed/createAdmin'
import { postJson } from '@tests/support/forms'
import { testPayload } from '@tests/support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('first admin', () => {
  it("a visitor's sign-up on a site without accounts is a member, never the first admin", async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const response = await postJson(register, '/api/auth/register', { username: 'early_bird', password: 'quiet-river-stone-42', roles: ['admin'] })
    expect(response.status).toBe(201)
    const [member] = (await payload.find({ collection: 'users', where: { username: { equals: 'early_bird' } } })).docs
    expect(member?.roles).toEqual(['member'])
  })

  it("the admin panel's first-user screen makes the first account an admin, later ones members", async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const post = REST_POST(config)
    const firstRegister = (password: string) =>
      post(
        new Request('http://localhost/cms-api/users/first-register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'founder', password, 'confirm-password': password }),
        }),
        { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
      )
    // The first user is an admin: the staff rule (12 characters, not a common password), at the password field.
    for (const [weak, message] of [
      ['founder1', 'Staff passwords need at least 12 characters.'],
      ['123qweasdzxc', 'This password is too common. Please choose one that is harder to guess.'],
    ] as const) {
      const refused = await firstRegister(weak)
      expect(refused.status).toBe(400)
      const body = await refused.json()
      expect(body.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'password', message })])
      expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    }
    const response = await firstRegister('first-admin-pass')
    expect(response.status).toBe(200)
    const [founder] = (await payload.find({ collection: 'users', where: { username: { equals: 'founder' } } })).docs
    expect(founder?.roles).toEqual(['admin'])

    // No roles given: the field's default applies.
    const withoutRoles = { username: 'second', password: 'second-pass' } as { username: string; password: string; roles: [] }
    const second = await payload.create({ collection: 'users', data: withoutRoles })
    expect(second.roles).toEqual(['member'])
  })

  it('npm run create-admin creates an admin and refuses bad or taken names and weak passwords', async () => {
    await createAdmin(payload, { username: 'cli_admin', password: 'a-long-password' })
    const [admin] = (await payload.find({ collection: 'users', where: { username: { equals: 'cli_admin' } } })).docs
    expect(admin?.roles).toEqual(['admin'])
    await expect(createAdmin(payload, { username: 'cli_admin', password: 'a-long-password' })).rejects.toThrow(
      'A user named "cli_admin" already exists.',
    )
    await expect(createAdmin(payload, { username: 'no spaces', password: 'a-long-password' })).rejects.toThrow(
      'Username can only contain letters, numbers, and underscores',
    )
    await expect(createAdmin(payload, { username: 'short_pw', password: 'short-pass1' })).rejects.toThrow(
      'Staff passwords need at least 12 characters.',
    )
    await expect(createAdmin(payload, { username: 'common_pw', password: 'administrator' })).rejects.toThrow(
      'This password is too common. Please choose one that is harder to guess.',
    )
    await expect(createAdmin(payload, { username: 'same_as_name', password: 'SAME_AS_NAME' })).rejects.toThrow(
      'Your password must not be the same as your username.',
    )
    expect((await payload.count({ collection: 'users', where: { username: { in: ['short_pw', 'common_pw', 'same_as_name'] } } })).totalDocs).toBe(0)
  })
})
