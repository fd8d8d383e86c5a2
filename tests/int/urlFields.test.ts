/**
 * Address fields take only http(s) and mailto (and a site path where a field links inside the
 * site): an editor saving a `javascript:` link through Payload gets a ValidationError on that field.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { fieldErrors, testPayload } from '@tests/support/payload'

const MESSAGE = 'Use an address starting with http://, https:// or mailto:.'

let payload: Payload
let editor: User
const cleanup: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  payload = await testPayload()
  editor = await payload.create({
    collection: 'users',
    data: { username: `urleditor${Date.now() % 100000}`, password: 'long-enough-editor-pass-1', roles: ['editor'] },
  })
  cleanup.push(() => payload.delete({ collection: 'users', id: editor.id }))
})

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

const HOSTILE = ['javascript:alert(document.cookie)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']

describe('event registration links', () => {
  let id: number
  beforeAll(async () => {
    const event = await payload.create({
      collection: 'events',
      data: {
        slug: `url-check-${Date.now()}`,
        title: 'URL check',
        description: 'Checks links.',
        eventType: 'class',
        locationType: 'online',
        isFree: true,
        timeZone: 'UTC',
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        _status: 'published',
      } as never,
    })
    id = event.id
    cleanup.push(() => payload.delete({ collection: 'events', id }))
  })

  it.each(HOSTILE)('refuses %j with a message on registrationUrl', async (url) => {
    expect(
      await fieldErrors(() => payload.update({ collection: 'events', id, data: { registrationUrl: url }, overrideAccess: false, user: editor })),
    ).toEqual([{ path: 'registrationUrl', message: MESSAGE }])
  })

  it('takes https and mailto', async () => {
    for (const url of ['https://example.org/register', 'mailto:host@example.org']) {
      const doc = await payload.update({ collection: 'events', id, data: { registrationUrl: url }, overrideAccess: false, user: editor })
      expect(doc.registrationUrl).toBe(url)
    }
  })
})

describe('the Team page', () => {
  it('refuses a javascript: LinkedIn link on the member it belongs to', async () => {
    const errors = await fieldErrors(() =>
      payload.updateGlobal({
        slug: 'team',
        data: { members: [{ name: 'Ada', role: 'Teacher', linkedin: 'https://www.linkedin.com/in/ada' }, { name: 'Bo', role: 'Teacher', linkedin: 'JAVASCRIPT:alert(1)' }] },
        overrideAccess: false,
        user: editor,
      }),
    )
    expect(errors).toEqual([{ path: 'members.1.linkedin', message: MESSAGE }])
  })
})

describe('media addresses', () => {
  it('take a site path but not a data: or javascript: address', async () => {
    const term = (await payload.find({ collection: 'glossary-terms', limit: 1, depth: 0 })).docs[0]
    if (!term) return expect.unreachable('the seeded glossary has terms')
    const errors = await fieldErrors(() =>
      payload.update({ collection: 'glossary-terms', id: term.id, data: { imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }, overrideAccess: false, user: editor }),
    )
    expect(errors).toEqual([{ path: 'imageUrl', message: 'Use an address starting with http://, https:// or mailto:, or a path on this site starting with /.' }])
  })
})

describe('links in a lesson', () => {
  it('refuses a javascript: link in the rich text body', async () => {
    const course = await payload.create({ collection: 'courses', data: { title: 'URL course', summary: 'Checks lesson links.', slug: `url-course-${Date.now()}` } as never })
    cleanup.push(() => payload.delete({ collection: 'courses', id: course.id }))
    const body = (url: string) => ({
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'link',
                version: 3,
                direction: null,
                format: '',
                indent: 0,
                fields: { linkType: 'custom', url, newTab: false },
                children: [{ type: 'text', version: 1, text: 'click', format: 0, mode: 'normal', style: '', detail: 0 }],
              },
            ],
          },
        ],
      },
    })
    const lesson = await payload.create({
      collection: 'lessons',
      data: { title: 'Links', course: course.id, order: 1, minutes: 5, body: body('https://example.org'), _status: 'published' } as never,
    })
    cleanup.push(() => payload.delete({ collection: 'lessons', id: lesson.id }))
    const errors = await fieldErrors(() =>
      payload.update({ collection: 'lessons', id: lesson.id, data: { body: body('javascript:alert(1)') } as never, overrideAccess: false, user: editor }),
    )
    expect(errors.map((error) => error.path)).toEqual(['body'])
    expect(errors[0]!.message).toContain('url')
  })
})
