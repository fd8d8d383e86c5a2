/**
 * Terms, FAQs and poses choose their image from Media: the API's `imageUrl` and `imageAlt` come
 * from the Media file (its alt text is required), an old outside address needs alt text to be
 * published, a list reads its Media files in one query, and the migration moved the addresses of
 * our own Media files to the `image` relation.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getFaq } from '@/app/(frontend)/api/faq/[slug]/route'
import { GET as getTerm } from '@/app/(frontend)/api/glossary/[slug]/route'
import { GET as getPoseRoute } from '@/app/(frontend)/api/poses/[slug]/route'
import { GET as listPosesRoute } from '@/app/(frontend)/api/poses/route'
import { OLD_IMAGE_NEEDS_ALT } from '@/hooks/imageFromMedia'
import type { Media, User } from '@/payload-types'
import { listFaqs } from '@/services/content/faq'
import { listGlossaryTerms } from '@/services/content/glossary'
import { listPoses } from '@/services/content/poses'
import { poolOf } from '@/services/platform/shared'
import { fieldErrors, testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

import { moveImagesToMedia, ourMediaFilename } from '../../migrations/20261127_010041_images_from_media'

let payload: Payload
let editor: User
const stamp = Date.now() % 1_000_000
const cleanup: (() => Promise<unknown>)[] = []

const png = (red: number) => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: 120, b: 90 } } }).png().toBuffer()

const upload = async (name: string, alt: string, red = 200): Promise<Media> => {
  const data = await png(red)
  const media = await payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/png', name: `${name}-${stamp}.png`, size: data.length }, depth: 0 })
  cleanup.push(() => payload.delete({ collection: 'media', id: media.id }))
  return media
}

const newPose = async (name: string, data: Record<string, unknown> = {}) => {
  const pose = await payload.create({
    collection: 'poses',
    data: { englishName: `${name} ${stamp}`, category: 'standing', difficulty: 'beginner', _status: 'published', ...data } as never,
    depth: 0,
  })
  cleanup.push(() => payload.delete({ collection: 'poses', id: pose.id }))
  return pose
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await payload.create({
    collection: 'users',
    data: { username: `imageeditor${stamp}`, password: 'long-enough-editor-pass-1', roles: ['editor'] },
  })
  cleanup.push(() => payload.delete({ collection: 'users', id: editor.id }))
})

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

describe('an image chosen from Media', () => {
  it("is what the API answers as imageUrl, with the Media file's alt text, on poses, terms and FAQs", async () => {
    const media = await upload('tree-side', 'A person balancing on one leg, arms overhead')
    const pose = await newPose('Media Tree')
    const saved = await payload.update({ collection: 'poses', id: pose.id, data: { image: media.id }, overrideAccess: false, user: editor, depth: 0 })
    expect(saved.image).toBe(media.id)

    const url = `/cms-api/media/file/${media.filename}`
    const one = await call(getPoseRoute, `/api/poses/${pose.slug}`, { slug: pose.slug! })
    expect(one.status).toBe(200)
    expect(one.body.pose).toMatchObject({ imageUrl: url, imageAlt: 'A person balancing on one leg, arms overhead' })
    const all = await call(listPosesRoute, '/api/poses')
    expect(all.body.poses.find((item: { slug: string }) => item.slug === pose.slug)).toMatchObject({ imageUrl: url, imageAlt: media.alt })
    // the address serves the file
    expect(media.url).toMatch(new RegExp(`${url.replace(/\./g, '\\.')}$`))

    // a glossary term and an FAQ the same way (their API always had imageAlt)
    const term = (await payload.find({ collection: 'glossary-terms', where: { slug: { equals: 'yoga' } }, limit: 1, depth: 0 })).docs[0]!
    const faq = (await payload.find({ collection: 'faqs', limit: 1, depth: 0, where: { _status: { equals: 'published' } } })).docs[0]!
    await payload.update({ collection: 'glossary-terms', id: term.id, data: { image: media.id }, overrideAccess: false, user: editor, depth: 0 })
    await payload.update({ collection: 'faqs', id: faq.id, data: { image: media.id }, overrideAccess: false, user: editor, depth: 0 })
    expect((await call(getTerm, `/api/glossary/yoga`, { slug: 'yoga' })).body.term).toMatchObject({ imageUrl: url, imageAlt: media.alt })
    expect((await call(getFaq, `/api/faq/${faq.slug}`, { slug: faq.slug! })).body.faq).toMatchObject({ imageUrl: url, imageAlt: media.alt })
    await payload.update({ collection: 'glossary-terms', id: term.id, data: { image: null }, depth: 0 })
    await payload.update({ collection: 'faqs', id: faq.id, data: { image: null }, depth: 0 })

    // the Media file's alt text, changed, is what the API says next
    await payload.update({ collection: 'media', id: media.id, data: { alt: 'Tree pose, side view' }, depth: 0 })
    expect((await call(getPoseRoute, `/api/poses/${pose.slug}`, { slug: pose.slug! })).body.pose.imageAlt).toBe('Tree pose, side view')
  })

  it('replaces an old typed address: choosing an image clears imageUrl and imageAlt', async () => {
    const media = await upload('replace', 'A seated forward fold')
    const pose = await newPose('Old Address', { imageUrl: 'https://images.example.org/old.jpg', imageAlt: 'Old picture' })
    expect((await call(getPoseRoute, `/api/poses/${pose.slug}`, { slug: pose.slug! })).body.pose).toMatchObject({
      imageUrl: 'https://images.example.org/old.jpg',
      imageAlt: 'Old picture',
    })
    const saved = await payload.update({ collection: 'poses', id: pose.id, data: { image: media.id, _status: 'published' }, overrideAccess: false, user: editor, depth: 0 })
    expect(saved).toMatchObject({ image: media.id, imageUrl: null, imageAlt: null })
    expect((await call(getPoseRoute, `/api/poses/${pose.slug}`, { slug: pose.slug! })).body.pose).toMatchObject({
      imageUrl: `/cms-api/media/file/${media.filename}`,
      imageAlt: 'A seated forward fold',
    })
  })

  it('needs alt text: a Media file without it, or with only spaces, is refused', async () => {
    const data = await png(10)
    for (const alt of ['', '   ']) {
      expect(
        await fieldErrors(() =>
          payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/png', name: `no-alt-${stamp}.png`, size: data.length }, overrideAccess: false, user: editor }),
        ),
      ).toEqual([{ path: 'alt', message: 'This field is required.' }])
    }
  })
})

describe('an old outside address', () => {
  it('cannot be published without alt text (a clear message at the field); a draft saves', async () => {
    const pose = await newPose('No Alt', { _status: 'draft' })
    const outside = { imageUrl: 'https://images.example.org/no-alt.jpg', imageAlt: null }
    expect(
      await fieldErrors(() => payload.update({ collection: 'poses', id: pose.id, data: { ...outside, _status: 'published' }, overrideAccess: false, user: editor })),
    ).toEqual([{ path: 'imageAlt', message: OLD_IMAGE_NEEDS_ALT }])
    expect(OLD_IMAGE_NEEDS_ALT).toBe(
      'This image from an outside address has no alt text, so it cannot be published. Choose an image from Media (its alt text is required) to replace it.',
    )
    // only spaces are no alt text either
    expect(
      await fieldErrors(() => payload.update({ collection: 'poses', id: pose.id, data: { ...outside, imageAlt: '  ', _status: 'published' }, overrideAccess: false, user: editor })),
    ).toEqual([{ path: 'imageAlt', message: OLD_IMAGE_NEEDS_ALT }])
    expect((await payload.findByID({ collection: 'poses', id: pose.id, depth: 0 }))._status).toBe('draft')

    // a draft is saved as it is
    const draft = await payload.update({ collection: 'poses', id: pose.id, data: { ...outside, _status: 'draft' }, draft: true, overrideAccess: false, user: editor, depth: 0 })
    expect(draft).toMatchObject({ imageUrl: outside.imageUrl, _status: 'draft' })
    // an update of a published item that leaves its image alone (a job writing audio) is not held up
    const old = await newPose('Old No Alt')
    await poolOf(payload).query(`UPDATE poses SET image_url = 'https://images.example.org/legacy.jpg', image_alt = NULL WHERE id = $1`, [old.id])
    expect(await payload.update({ collection: 'poses', id: old.id, data: { audioUrl: '/cms-api/media/file/x.mp3' }, depth: 0 })).toMatchObject({ audioUrl: '/cms-api/media/file/x.mp3' })
    // with alt text it publishes
    const published = await payload.update({ collection: 'poses', id: pose.id, data: { imageAlt: 'A mat by a window', _status: 'published' }, overrideAccess: false, user: editor, depth: 0 })
    expect(published).toMatchObject({ _status: 'published', imageUrl: outside.imageUrl, imageAlt: 'A mat by a window' })
  })
})

describe('list reads', () => {
  /** The SQL statements `read` sends (Payload's reads go through the pool). */
  const queriesOf = async (read: () => Promise<unknown>) => {
    const pool = poolOf(payload)
    const original = pool.query
    const sent: string[] = []
    pool.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text: string }
      sent.push(typeof first === 'string' ? first : first.text)
      return (original as (...a: unknown[]) => unknown).apply(pool, args)
    }) as typeof pool.query
    try {
      await read()
    } finally {
      pool.query = original
    }
    return sent
  }

  it('read their items in one query and all their Media files in one more', async () => {
    const files = await Promise.all(['one', 'two', 'three'].map((name, at) => upload(`list-${name}`, `List image ${name}`, 40 * at)))
    for (const [at, file] of files.entries()) await newPose(`Listed ${at}`, { image: file.id })

    const sent = await queriesOf(() => listPoses(payload))
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(/from "poses"/)
    expect(sent[1]).toMatch(/from "media"/)
    const listed = await listPoses(payload)
    for (const file of files) expect(listed).toContainEqual(expect.objectContaining({ imageUrl: `/cms-api/media/file/${file.filename}`, imageAlt: file.alt }))

    // terms and FAQs: one query when none has an image from Media
    expect(await queriesOf(() => listGlossaryTerms(payload))).toHaveLength(1)
    expect(await queriesOf(() => listFaqs(payload))).toHaveLength(1)
  })
})

describe('the migration images_from_media', () => {
  const run = (query: unknown) => (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> } }).drizzle.execute(query)
  const SITE = 'https://yoga.example.org'

  it('knows our Media addresses, on this site or on SERVER_URL, and no others', () => {
    expect(ourMediaFilename('/cms-api/media/file/tree.webp', SITE)).toBe('tree.webp')
    expect(ourMediaFilename('https://yoga.example.org/cms-api/media/file/my%20tree.webp?v=2', SITE)).toBe('my tree.webp')
    expect(ourMediaFilename('https://elsewhere.example/cms-api/media/file/tree.webp', SITE)).toBeNull()
    expect(ourMediaFilename('https://images.example.org/tree.webp', SITE)).toBeNull()
    expect(ourMediaFilename('/cms-api/media/file/', SITE)).toBeNull()
  })

  it('moves addresses of our Media files to image (documents and versions), fills blank Media alt text, leaves outside addresses', async () => {
    const blank = await upload('migrate-blank', 'placeholder')
    await poolOf(payload).query(`UPDATE media SET alt = '  ' WHERE id = $1`, [blank.id])
    const described = await upload('migrate-described', 'Already described')
    const relative = await newPose('Migrate Relative', { imageUrl: `/cms-api/media/file/${blank.filename}`, imageAlt: 'A warrior lunge' })
    const absolute = await newPose('Migrate Absolute', { imageUrl: `${SITE}/cms-api/media/file/${encodeURIComponent(described.filename!)}`, imageAlt: 'Ignored' })
    const outside = await newPose('Migrate Outside', { imageUrl: 'https://images.example.org/x.jpg', imageAlt: 'Outside' })
    const missing = await newPose('Migrate Missing', { imageUrl: '/cms-api/media/file/no-such-file.png', imageAlt: 'Gone' })
    // a term's draft version only
    const term = await payload.create({ collection: 'glossary-terms', data: { term: `Migrate ${stamp}`, shortDef: 'A test.', imageUrl: `/cms-api/media/file/${described.filename}` }, depth: 0 })
    cleanup.push(() => payload.delete({ collection: 'glossary-terms', id: term.id }))

    expect(await moveImagesToMedia(run, SITE)).toBeGreaterThanOrEqual(6)

    const row = async (table: string, id: number) =>
      (await poolOf(payload).query(`SELECT image_id, image_url, image_alt FROM ${table} WHERE id = $1`, [id])).rows[0]
    const versions = async (table: string, parent: number) =>
      (await poolOf(payload).query(`SELECT version_image_id AS image_id, version_image_url AS image_url, version_image_alt AS image_alt FROM ${table} WHERE parent_id = $1`, [parent])).rows
    expect(await row('poses', relative.id)).toEqual({ image_id: blank.id, image_url: null, image_alt: null })
    expect(await row('poses', absolute.id)).toEqual({ image_id: described.id, image_url: null, image_alt: null })
    expect(await row('poses', outside.id)).toEqual({ image_id: null, image_url: 'https://images.example.org/x.jpg', image_alt: 'Outside' })
    expect(await row('poses', missing.id)).toEqual({ image_id: null, image_url: '/cms-api/media/file/no-such-file.png', image_alt: 'Gone' })
    expect(await row('glossary_terms', term.id)).toEqual({ image_id: described.id, image_url: null, image_alt: null })
    for (const version of await versions('_poses_v', relative.id)) expect(version).toEqual({ image_id: blank.id, image_url: null, image_alt: null })
    for (const version of await versions('_glossary_terms_v', term.id)) expect(version).toEqual({ image_id: described.id, image_url: null, image_alt: null })
    expect(await versions('_poses_v', relative.id)).not.toHaveLength(0)

    // the moved alt text filled the blank one; a described file keeps its own
    const alts = (await poolOf(payload).query(`SELECT id, alt FROM media WHERE id = ANY($1) ORDER BY id`, [[blank.id, described.id]])).rows
    expect(alts).toEqual([
      { id: blank.id, alt: 'A warrior lunge' },
      { id: described.id, alt: 'Already described' },
    ])
    // and the API shows the moved image
    expect((await call(getPoseRoute, `/api/poses/${relative.slug}`, { slug: relative.slug! })).body.pose).toMatchObject({
      imageUrl: `/cms-api/media/file/${blank.filename}`,
      imageAlt: 'A warrior lunge',
    })
  })
})
