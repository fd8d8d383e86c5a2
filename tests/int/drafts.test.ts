/**
 * A draft needs its name: "Save Draft" on an empty form is refused with the field marked, on
 * every collection with drafts, and nothing is written; a named draft gets its slug by itself.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@tests/support/cms'
import { testPayload } from '@tests/support/payload'

let payload: Payload
let editorToken: string

const NAMES = {
  'glossary-terms': 'term',
  faqs: 'question',
  poses: 'englishName',
  events: 'title',
  courses: 'title',
  lessons: 'title',
} as const

beforeAll(async () => {
  payload = await testPayload()
  const username = `drafts_editor_${Date.now()}`
  await payload.create({ collection: 'users', data: { username, password: 'drafts-editor-password', roles: ['editor'] } })
  const { token } = await payload.login({ collection: 'users', data: { username, password: 'drafts-editor-password' } })
  editorToken = token!
})

const count = async (collection: keyof typeof NAMES) => (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('a draft needs its name', () => {
  it.each(Object.entries(NAMES) as [keyof typeof NAMES, string][])('%s: Save Draft on an empty form is refused at its %s, and nothing is written', async (collection, field) => {
    const before = await count(collection)
    for (const blank of [{}, { [field]: '   ' }]) {
      const response = await cms('POST', `${collection}?draft=true`, { token: editorToken, body: { ...blank, _status: 'draft' } })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].data.errors).toEqual([expect.objectContaining({ message: 'This field is required.', path: field })])
    }
    expect(await count(collection)).toBe(before)
  })

  it('a named draft saves and fills its slug; an update that leaves the name out keeps it, one that empties it is refused', async () => {
    const created = await cms('POST', 'glossary-terms?draft=true', { token: editorToken, body: { term: 'Draft Drishti Study', _status: 'draft' } })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ term: 'Draft Drishti Study', slug: 'draft-drishti-study', _status: 'draft' })
    const id = created.body.doc.id
    const updated = await payload.update({ collection: 'glossary-terms', id, data: { longDef: 'Where the gaze rests.' }, draft: true })
    expect(updated.term).toBe('Draft Drishti Study')
    const emptied = await cms('PATCH', `glossary-terms/${id}?draft=true`, { token: editorToken, body: { term: '' } })
    expect(emptied.status).toBe(400)
    expect(emptied.body.errors[0].data.errors).toEqual([expect.objectContaining({ message: 'This field is required.', path: 'term' })])
    expect(emptied.body.errors[0].message).toBe('The following field is invalid: Term')
    await payload.delete({ collection: 'glossary-terms', id })
  })
})
