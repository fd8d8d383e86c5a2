/**
 * Payload's document locks and admin preferences through /cms-api: locks are for editors and
 * admins, in their own name only; preferences are one's own (src/collections/internalAccess.ts).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@tests/support/cms'
import { testPayload } from '@tests/support/payload'

type Account = { id: number; token: string }

let payload: Payload
let member: Account
let editor: Account
let otherEditor: Account
let termId: number
let otherTermId: number

const makeUser = async (username: string, roles: ('admin' | 'editor' | 'member')[]): Promise<Account> => {
  const password = 'correct-horse-battery'
  const user = await payload.create({ collection: 'users', data: { username, password, roles } })
  const { token } = await payload.login({ collection: 'users', data: { username, password } })
  return { id: user.id, token: token! }
}

const lockOf = (userId: number) => ({
  document: { relationTo: 'glossary-terms', value: termId },
  user: { relationTo: 'users', value: userId },
})

const locksOnTerm = async () =>
  (
    await payload.find({
      collection: 'payload-locked-documents',
      where: { 'document.value': { equals: termId } },
      depth: 0,
    })
  ).docs

const edit = (account: Account, shortDef: string) =>
  cms('PATCH', `glossary-terms/${termId}`, { token: account.token, body: { shortDef } })

beforeAll(async () => {
  payload = await testPayload()
  // On an empty database the first account becomes an admin: make that one first.
  await makeUser('locks_admin', ['admin'])
  member = await makeUser('locks_member', ['member'])
  editor = await makeUser('locks_editor', ['editor'])
  otherEditor = await makeUser('locks_editor_two', ['editor'])
  const term = await payload.create({
    collection: 'glossary-terms',
    data: { term: 'Lock Test Term', slug: 'lock-test-term', shortDef: 'Before any edit.', _status: 'published' },
  })
  termId = term.id
  const otherTerm = await payload.create({
    collection: 'glossary-terms',
    data: { term: 'Second Lock Test Term', slug: 'second-lock-test-term', shortDef: 'Never locked.', _status: 'published' },
  })
  otherTermId = otherTerm.id
})

afterAll(async () => {
  // other files count the seeded terms
  await payload.delete({ collection: 'glossary-terms', where: { id: { in: [termId, otherTermId] } } })
})

describe('document locks', () => {
  it("a member cannot lock content, neither as itself nor in an editor's name, and editors keep saving", async () => {
    const asItself = await cms('POST', 'payload-locked-documents', { token: member.token, body: lockOf(member.id) })
    expect(asItself.status).toBe(403)
    const inEditorsName = await cms('POST', 'payload-locked-documents', { token: member.token, body: lockOf(editor.id) })
    expect(inEditorsName.status).toBe(403)
    expect(await locksOnTerm()).toHaveLength(0)

    const saved = await edit(otherEditor, 'Saved while a member tried to lock it.')
    expect(saved.status).toBe(200)
    expect(saved.body.doc.shortDef).toBe('Saved while a member tried to lock it.')
  })

  it("an editor cannot lock a document in another editor's name, nor hand its lock to someone else", async () => {
    const forged = await cms('POST', 'payload-locked-documents', { token: editor.token, body: lockOf(otherEditor.id) })
    expect(forged.status).toBe(403)
    expect(await locksOnTerm()).toHaveLength(0)

    const own = await cms('POST', 'payload-locked-documents', { token: editor.token, body: lockOf(editor.id) })
    expect(own.status).toBe(201)
    const handedOver = await cms('PATCH', `payload-locked-documents/${own.body.doc.id}`, {
      token: editor.token,
      body: { user: { relationTo: 'users', value: member.id } },
    })
    expect(handedOver.status).toBe(403)
    // nor can another editor move it onto a different document in the first editor's name
    const moved = await cms('PATCH', `payload-locked-documents/${own.body.doc.id}`, {
      token: otherEditor.token,
      body: { document: { relationTo: 'glossary-terms', value: otherTermId } },
    })
    expect(moved.status).toBe(403)
    const [lock] = await locksOnTerm()
    expect(lock?.user).toEqual({ relationTo: 'users', value: editor.id })
    expect(lock?.document).toEqual({ relationTo: 'glossary-terms', value: termId })
    await payload.delete({ collection: 'payload-locked-documents', id: own.body.doc.id })
  })

  it('an editor locks what it edits and saves it; another editor gets 423 until it takes the lock over', async () => {
    const locked = await cms('POST', 'payload-locked-documents', { token: editor.token, body: lockOf(editor.id) })
    expect(locked.status).toBe(201)
    expect(locked.body.doc.user.value).toMatchObject({ id: editor.id })

    const blocked = await edit(otherEditor, 'Not while someone else edits.')
    expect(blocked.status).toBe(423)

    const saved = await edit(editor, 'Saved by the lock owner.')
    expect(saved.status).toBe(200)
    expect(saved.body.doc.shortDef).toBe('Saved by the lock owner.')

    // The admin UI's "take over": the other editor renames the lock's owner to itself.
    const again = await cms('POST', 'payload-locked-documents', { token: editor.token, body: lockOf(editor.id) })
    expect(again.status).toBe(201)
    const takeOver = await cms('PATCH', `payload-locked-documents/${again.body.doc.id}`, {
      token: otherEditor.token,
      body: { user: { relationTo: 'users', value: otherEditor.id } },
    })
    expect(takeOver.status).toBe(200)
    expect((await edit(otherEditor, 'Saved after taking over.')).status).toBe(200)
    expect((await edit(editor, 'Saved again by the first editor.')).status).toBe(200)
  })

  it('only editors and admins read locks (who is editing what) or remove them', async () => {
    const lock = await cms('POST', 'payload-locked-documents', { token: editor.token, body: lockOf(editor.id) })
    expect(lock.status).toBe(201)
    const id = lock.body.doc.id

    expect((await cms('GET', 'payload-locked-documents', { token: member.token })).status).toBe(403)
    expect((await cms('GET', 'payload-locked-documents')).status).toBe(403)
    expect((await cms('DELETE', `payload-locked-documents/${id}`, { token: member.token })).status).toBe(403)

    const listed = await cms('GET', 'payload-locked-documents', { token: otherEditor.token })
    expect(listed.status).toBe(200)
    expect(listed.body.docs.map((doc: { id: number }) => doc.id)).toContain(id)
    // leaving the document view, the admin UI deletes the lock
    expect((await cms('DELETE', `payload-locked-documents/${id}`, { token: editor.token })).status).toBe(200)
    expect(await locksOnTerm()).toHaveLength(0)
  })
})

describe('admin preferences', () => {
  let editorsPreference: number

  beforeAll(async () => {
    // what the admin UI does when an editor folds the navigation
    const set = await cms('POST', 'payload-preferences/nav', { token: editor.token, body: { value: { open: false } } })
    expect(set.status).toBe(200)
    editorsPreference = set.body.doc.id
  })

  const editorsValue = async () =>
    (await payload.findByID({ collection: 'payload-preferences', id: editorsPreference, depth: 0 })).value

  it('editors keep and read their own preferences, as the admin UI does', async () => {
    const read = await cms('GET', 'payload-preferences/nav', { token: editor.token })
    expect(read.status).toBe(200)
    expect(read.body.value).toEqual({ open: false })
    // another user's key of the same name is its own preference, not the editor's
    expect((await cms('GET', 'payload-preferences/nav', { token: otherEditor.token })).body).toEqual({
      message: 'Not Found',
      value: null,
    })
  })

  it("a member cannot read, change or delete an editor's preferences", async () => {
    const list = await cms('GET', `payload-preferences?where[user.value][equals]=${editor.id}`, { token: member.token })
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
    // (/payload-preferences/:x reads the requester's own preference with key x)
    expect((await cms('GET', `payload-preferences/${editorsPreference}`, { token: member.token })).body.value).toBeNull()

    const update = await cms('PATCH', `payload-preferences/${editorsPreference}`, {
      token: member.token,
      body: { value: { open: true, planted: 'by a member' } },
    })
    expect(update.status).toBe(403)
    const bulkUpdate = await cms('PATCH', `payload-preferences?where[id][equals]=${editorsPreference}`, {
      token: member.token,
      body: { value: { planted: 'by a member' } },
    })
    expect(bulkUpdate.body.docs ?? []).toEqual([])

    const bulkDelete = await cms('DELETE', `payload-preferences?where[id][equals]=${editorsPreference}`, { token: member.token })
    expect(bulkDelete.body.docs ?? []).toEqual([])

    expect(await editorsValue()).toEqual({ open: false })
  })

  it("a member creates preferences only in its own name and cannot hand one to an editor", async () => {
    const forged = await cms('POST', 'payload-preferences', {
      token: member.token,
      body: { key: 'nav', value: { planted: true }, user: { relationTo: 'users', value: editor.id } },
    })
    expect(forged.status).toBe(403)

    const own = await cms('POST', 'payload-preferences', { token: member.token, body: { key: 'mine', value: { a: 1 } } })
    expect(own.status).toBe(201)
    expect(own.body.doc.user).toMatchObject({ relationTo: 'users', value: { id: member.id } })

    const handOver = await cms('PATCH', `payload-preferences/${own.body.doc.id}`, {
      token: member.token,
      body: { user: { relationTo: 'users', value: editor.id } },
    })
    expect(handOver.status).toBe(403)
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { 'user.value': { equals: editor.id } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.key)).toEqual(['nav'])
  })

  it('visitors have no preferences', async () => {
    expect((await cms('GET', 'payload-preferences')).status).toBe(403)
    expect((await cms('POST', 'payload-preferences', { body: { key: 'x', value: {} } })).status).toBe(403)
  })
})
