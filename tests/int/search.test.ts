import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '@/app/(frontend)/api/search/route'
import { fold } from '@/lib/filters'
import { inSearchTransaction, planQuery, runSearchStatement, searchStatement } from '@/services/content/search'
import { testPayload } from '@tests/support/payload'
import { call } from '@tests/support/routes'

type Group = 'glossary' | 'faq' | 'events' | 'videos' | 'poses'
type Hit = Record<string, any> & { snippet: { text: string; marks: [number, number][] } }
type Results = Record<Group, Hit[]> & {
  counts: Record<Group, number>
  order: Group[]
  totalCount: number
  totalCountCapped: boolean
  correctedQuery: string | null
}

let payload: Payload
const created: { collection: CollectionSlug; id: number }[] = []

const search = async (q: string, type?: string, paging: { offset?: number; limit?: number } = {}): Promise<Results> => {
  const query = new URLSearchParams({
    q,
    ...(type ? { type } : {}),
    ...Object.fromEntries(Object.entries(paging).map(([key, value]) => [key, String(value)])),
  })
  const { status, body } = await call(searchRoute, `/api/search?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.results
}
const slugsOf = (hits: Hit[]) => hits.map((hit) => hit.slug ?? hit.videoId)

const make = async (collection: CollectionSlug, data: Record<string, unknown>) => {
  const doc = await payload.create({ collection, data: data as never })
  created.push({ collection, id: doc.id as number })
  return doc as unknown as { id: number }
}
const term = (slug: string, term: string, extra: Record<string, unknown> = {}) =>
  make('glossary-terms', { slug, term, shortDef: 'A fixture term.', _status: 'published', ...extra })

const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await testPayload()
  // Created in the reverse of the order they should rank in, so insertion order proves nothing.
  await term('fx-quarvane', 'Quarvane', { shortDef: 'Spelled one letter away from the word searched for.' })
  await term('fx-stillness-long', 'Deep Stillness', {
    shortDef: 'A fixture about rest.',
    longDef: 'Some teachers call this practice quorvane.',
  })
  await term('fx-stillness-short', 'Stillness', { shortDef: 'The quorvane method of resting.' })
  await term('fx-quorvane-breath', 'Quorvane Breath')
  await term('fx-quorvane', 'Quorvane')
  await term('fx-quorvane-draft', 'Quorvane Draft', { _status: 'draft' })
  await term('fx-morvath', 'Morvath')
  await term('fx-morvoth-mention', 'Evening Practice', { longDef: 'Some call the evening practice morvoth.' })
  await term('fx-literal', '50% off_the "mat" \\ week', { shortDef: 'A title full of characters SQL treats specially.' })
  await make('events', {
    slug: 'fx-event-zanthrope-soon',
    title: 'Zanthrope Gathering',
    description: 'An upcoming fixture event.',
    eventType: 'workshop',
    locationType: 'online',
    timeZone: 'UTC',
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 3 * day + 3_600_000).toISOString(),
    _status: 'published',
  })
  await make('events', {
    slug: 'fx-event-zanthrope-past',
    title: 'Zanthrope Gathering Last Year',
    description: 'A fixture event that is over.',
    eventType: 'workshop',
    locationType: 'online',
    timeZone: 'UTC',
    startDate: new Date(Date.now() - 30 * day).toISOString(),
    endDate: new Date(Date.now() - 30 * day + 3_600_000).toISOString(),
    _status: 'published',
  })
  await make('videos', {
    videoId: 'fxZanthrop1',
    title: 'Zanthrope flow for beginners',
    description: 'A fixture video about a gentle zanthrope sequence.',
    channelName: 'Fixture Channel',
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

describe('GET /api/search: what a visitor types', () => {
  it('ignores diacritics: asana finds āsana, sirsasana finds Śīrṣāsana', async () => {
    expect((await search('asana')).glossary[0]).toMatchObject({ slug: 'asana', term: 'Asana' })
    expect(slugsOf((await search('sirsasana')).poses)).toEqual(['supported-headstand'])
    expect(slugsOf((await search('Śīrṣāsana')).poses)).toEqual(['supported-headstand'])
    expect(slugsOf((await search('ŚAVĀSANA')).poses)[0]).toBe('corpse-pose')
  })

  it('finds a term from its Devanagari', async () => {
    expect((await search('आसन')).glossary[0]).toMatchObject({ slug: 'asana', sanskrit: 'आसन' })
    expect((await search('योग')).glossary[0]).toMatchObject({ slug: 'yoga' })
  })

  it.each([
    ['a missing letter', 'trikonasna', 'poses', 'triangle-pose'],
    ['a wrong letter', 'pranajama', 'glossary', 'pranayama'],
    ['a missing letter in an English name', 'warior', 'poses', 'warrior-i'],
    ['two letters swapped', 'yoag', 'glossary', 'yoga'],
    ['a typo in the last of several words', 'downward facing dgo', 'poses', 'downward-facing-dog'],
  ] as const)('still finds the term with %s (%s)', async (_, q, group, slug) => {
    expect(slugsOf((await search(q))[group])[0]).toBe(slug)
  })

  it('does not call every similar-looking word a typo', async () => {
    // "dharana" shares trigrams with "asana" but is two edits away
    expect(slugsOf((await search('asana')).glossary)).not.toContain('dharana')
  })

  it('finds names from their first three letters, as you type', async () => {
    expect(slugsOf((await search('pra')).glossary)).toEqual(expect.arrayContaining(['pranayama', 'prana']))
    expect(slugsOf((await search('sav')).glossary)[0]).toBe('savasana')
    expect(slugsOf((await search('trik')).poses)[0]).toBe('triangle-pose')
    expect(slugsOf((await search('medit')).faq)).toContain('meditation-and-yoga')
  })

  it('treats a stop word typed alone as the start of a name', async () => {
    expect(slugsOf((await search('for')).poses)).toEqual(expect.arrayContaining(['forearm-stand', 'standing-forward-fold']))
    expect(slugsOf((await search('down')).poses)).toContain('downward-facing-dog')
  })

  it('finds a pose by its English and by its Sanskrit name', async () => {
    expect(slugsOf((await search('Corpse Pose')).poses)[0]).toBe('corpse-pose')
    expect(slugsOf((await search('savasana')).poses)[0]).toBe('corpse-pose')
    expect(slugsOf((await search('Mountain Pose')).poses)[0]).toBe('mountain-pose')
    expect(slugsOf((await search('tadasana')).poses)[0]).toBe('mountain-pose')
  })
})

describe('GET /api/search: ranking, groups and counts', () => {
  it('ranks exact name, then name prefix, then full-text rank', async () => {
    const { glossary } = await search('quorvane')
    expect(slugsOf(glossary)).toEqual([
      'fx-quorvane', // exact name
      'fx-quorvane-breath', // name prefix
      'fx-stillness-short', // full text, in the short definition (weight C)
      'fx-stillness-long', // full text, in the long definition (weight D)
    ])
    // a word that is in the names is not also read as a typo of a similar one
    expect(slugsOf(glossary)).not.toContain('fx-quarvane')
  })

  it('puts typo matches after every match of the word as typed', async () => {
    // "morvoth" is in one long definition and one letter away from the name "Morvath"
    const morvoth = await search('morvoth')
    expect(slugsOf(morvoth.glossary)).toEqual(['fx-morvoth-mention', 'fx-morvath'])
    // a word found as typed is searched as typed, however near a name it is
    expect(morvoth.correctedQuery).toBeNull()
  })

  it('searches a word that matches nothing as the nearest word, with the same results', async () => {
    // "qourvane" is in no text: it is searched as "quorvane", long-text mentions included
    const typo = await search('qourvane')
    expect(typo.correctedQuery).toBe('quorvane')
    expect(slugsOf(typo.glossary)).toEqual(['fx-quorvane', 'fx-quorvane-breath', 'fx-stillness-short', 'fx-stillness-long'])
    expect({ ...typo, correctedQuery: null }).toEqual(await search('quorvane'))
  })

  it('puts the exact term before longer names that start with it', async () => {
    const slugs = slugsOf((await search('yoga')).glossary)
    expect(slugs[0]).toBe('yoga')
    expect(slugs.slice(1, 3).sort()).toEqual(['yoga-nidra', 'yoga-sutras'])
  })

  it('caps each group at 20 and counts the true total', async () => {
    const results = await search('breathing')
    expect(results.counts.glossary).toBeGreaterThan(20)
    expect(results.glossary).toHaveLength(20)
    const groups = ['glossary', 'faq', 'events', 'videos', 'poses'] as const
    for (const group of groups) expect(results[group].length).toBe(Math.min(20, results.counts[group]))
    expect(results.totalCount).toBe(groups.reduce((sum, group) => sum + results.counts[group], 0))
  })

  it('orders the groups by their best match', async () => {
    expect((await search('Corpse Pose')).order[0]).toBe('poses')
    expect((await search('What is savasana for?')).order[0]).toBe('faq')
    expect((await search('asana')).order[0]).toBe('glossary')
    const { order, counts } = await search('breathing')
    expect([...order].sort()).toEqual(Object.keys(counts).filter((kind) => counts[kind as Group] > 0).sort())
  })

  it('filters to one group with type', async () => {
    const all = await search('savasana')
    const poses = await search('savasana', 'poses')
    expect(slugsOf(poses.poses)).toEqual(slugsOf(all.poses))
    expect([poses.glossary, poses.faq, poses.events, poses.videos].flat()).toEqual([])
    expect(poses.totalCount).toBe(all.counts.poses)
    expect((await search('savasana', 'all')).totalCount).toBe(all.totalCount)
  })

  it('pages through one group with offset and limit, keeping the counts', async () => {
    const first = await search('breathing', 'glossary')
    const total = first.counts.glossary
    expect(total).toBeGreaterThan(20)
    const rest = await search('breathing', 'glossary', { offset: 20, limit: 100 })
    expect(rest.counts.glossary).toBe(total)
    expect(rest.totalCount).toBe(total)
    expect(rest.glossary).toHaveLength(Math.min(100, total - 20))
    const all = await search('breathing', 'glossary', { limit: 100 })
    // the pages join up: the same order, nothing repeated, nothing left out
    expect([...slugsOf(first.glossary), ...slugsOf(rest.glossary)]).toEqual(slugsOf(all.glossary))
    expect(new Set(slugsOf(all.glossary)).size).toBe(all.glossary.length)
    // past the end: no results, still the true count
    const past = await search('breathing', 'glossary', { offset: total })
    expect(past.glossary).toEqual([])
    expect(past.counts.glossary).toBe(total)
    expect(past.order).toEqual([])
  })

  it("returns SPEC's fields for each group, with a snippet that marks the match", async () => {
    const { glossary, faq, poses } = await search('savasana')
    const savasana = glossary.find((hit) => hit.slug === 'savasana')!
    expect(Object.keys(savasana).sort()).toEqual(
      ['id', 'slug', 'term', 'sanskrit', 'transliteration', 'shortDef', 'tags', 'snippet', 'titleMarks'].sort(),
    )
    expect(faq[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), question: expect.any(String), shortAnswer: expect.any(String), tags: expect.any(Array) }),
    )
    expect(poses[0]).toEqual(
      expect.objectContaining({ slug: 'corpse-pose', englishName: 'Corpse Pose', sanskritName: 'Śavāsana', difficulty: 'beginner', benefits: expect.any(Array) }),
    )
    expect(poses[0]!.titleMarks).toEqual([])
    expect(savasana.titleMarks).toEqual([[0, 8]])
    const { text, marks } = faq[0]!.snippet
    expect(marks.length).toBeGreaterThan(0)
    for (const [from, to] of marks) expect(fold(text.slice(from, to))).toBe('savasana')
    expect(text.length).toBeLessThanOrEqual(200)
  })

  it('shows upcoming events and videos, not events that are over', async () => {
    const { events, videos } = await search('zanthrope')
    expect(slugsOf(events)).toEqual(['fx-event-zanthrope-soon'])
    expect(events[0]).toMatchObject({ title: 'Zanthrope Gathering', startDate: expect.any(String), timeZone: 'UTC', when: { date: expect.stringMatching(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/) } })
    expect(videos).toEqual([expect.objectContaining({ videoId: 'fxZanthrop1', channelName: 'Fixture Channel' })])
  })
})

describe('GET /api/search: at most COUNT_CAP (5,000) matches are counted', () => {
  const withCap = async <T>(cap: number, fn: () => Promise<T>): Promise<T> => {
    const before = process.env.SEARCH_COUNT_CAP
    process.env.SEARCH_COUNT_CAP = String(cap)
    try {
      return await fn()
    } finally {
      if (before === undefined) delete process.env.SEARCH_COUNT_CAP
      else process.env.SEARCH_COUNT_CAP = before
    }
  }
  const groups = ['glossary', 'faq', 'events', 'videos', 'poses'] as const

  it('counts every match below the cap, and says the count is exact', async () => {
    for (const q of ['breathing', 'asana', 'savasana', 'quorvane']) {
      const results = await search(q)
      expect(results.totalCountCapped).toBe(false)
      expect(results.totalCount).toBe(groups.reduce((sum, group) => sum + results.counts[group], 0))
    }
  })

  it('gives the same results with any cap above the number of matches', async () => {
    // a cap just above the matches ranks every one of them, as the default cap does
    for (const q of ['breathing', 'asana', 'savasana', 'quorvane', 'morvoth', 'qourvane', 'yoga']) {
      const results = await search(q)
      expect(await withCap(results.totalCount, () => search(q)), q).toEqual(results)
      expect(await withCap(results.totalCount + 1, () => search(q)), q).toEqual(results)
    }
  })

  it('past the cap says "at least": totalCount is the cap, totalCountCapped is true', async () => {
    const full = await search('breathing')
    expect(full.totalCount).toBeGreaterThan(12)
    const capped = await withCap(12, () => search('breathing'))
    expect(capped.totalCountCapped).toBe(true)
    expect(capped.totalCount).toBe(12)
    // each group counts its share of the first 13 matches read (at most 12): at most its true count
    expect(groups.reduce((sum, group) => sum + capped.counts[group], 0)).toBeGreaterThanOrEqual(12)
    expect(groups.reduce((sum, group) => sum + capped.counts[group], 0)).toBeLessThanOrEqual(13)
    for (const group of groups) {
      expect(capped.counts[group]).toBeLessThanOrEqual(full.counts[group])
      // every group with matches among them still shows them
      expect(capped[group].length).toBeGreaterThanOrEqual(Math.min(20, capped.counts[group]))
      expect(capped[group].length).toBeLessThanOrEqual(20)
    }
    expect([...capped.order].sort()).toEqual(groups.filter((group) => capped.counts[group] > 0).sort())
  })

  it('caps one group the same way, and its pages stay within what was counted', async () => {
    const capped = await withCap(5, () => search('breathing', 'glossary'))
    expect(capped.totalCountCapped).toBe(true)
    expect(capped.totalCount).toBe(5)
    expect(capped.counts.glossary).toBe(5)
  })

  it('answers the same whichever way it reads the matches (in id order for common words, else from the index)', async () => {
    const rowsOf = (q: string, common?: boolean) =>
      inSearchTransaction(payload, async (db) => {
        const plan = await planQuery(db, q)
        return { common: plan.common, rows: await runSearchStatement(db, searchStatement(q, { ...plan, common: common ?? plan.common })) }
      })
    const seen = new Set<boolean>()
    for (const q of ['yoga', 'breathing', 'asana', 'yoga breathing', 'for', 'the']) {
      const { common, rows } = await rowsOf(q)
      seen.add(common)
      expect(rows.length, q).toBeGreaterThan(0)
      expect((await rowsOf(q, !common)).rows, q).toEqual(rows)
    }
    // both ways were taken ("the", alone, is in nearly every document; "asana" in few)
    expect([...seen].sort()).toEqual([false, true])
  })

  it('finds the exact name first however common the word, once it is among the ranked matches', async () => {
    const results = await withCap(3, () => search('quorvane'))
    expect(results.totalCountCapped).toBe(true)
    expect(slugsOf(results.glossary)[0]).toBe('fx-quorvane')
  })
})

describe('GET /api/search: misspelt English words', () => {
  const sanskritOf = (hits: Hit[]) => hits.map((hit) => hit.sanskrit as string)

  it.each([
    ['a missing letter', 'breathng', 'breathing'],
    ['a doubled letter', 'breeathing', 'breathing'],
    ['two letters swapped', 'postrue', 'posture'],
    ['a wrong letter', 'balanse', 'balance'],
    ['a letter left out of a long word', 'concentraton', 'concentration'],
    ['another English word the library does not use', 'mediation', 'meditation'],
    ['a capital and a misspelling', 'Breathng', 'breathing'],
    ['a misspelt word among others', 'deep breathng', 'deep breathing'],
  ])('finds the Sanskrit terms of the right word, in its order, with %s (%s)', async (_, misspelt, right) => {
    const [typo, correct] = [await search(misspelt), await search(right)]
    expect(typo.correctedQuery).toBe(right)
    expect(correct.correctedQuery).toBeNull()
    // the library holds Sanskrit terms for the word, and the misspelling finds them, in order
    expect(sanskritOf(correct.glossary).filter(Boolean).length).toBeGreaterThan(0)
    expect(sanskritOf(typo.glossary)).toEqual(sanskritOf(correct.glossary))
    // and everything else: counts, groups, order, snippets
    expect({ ...typo, correctedQuery: null }).toEqual(correct)
  })

  it('leaves correctly spelt words as they are', async () => {
    for (const q of ['breathing', 'breath', 'breathe', 'meditation', 'Prāṇāyāma', 'asana', 'trik', 'medit']) {
      const results = await search(q)
      expect(results.correctedQuery, q).toBeNull()
      expect(results.totalCount, q).toBeGreaterThan(0)
    }
    // found through its stem: "happiness" is in the library, "happy" is not
    const happy = await search('happy')
    expect(happy.correctedQuery).toBeNull()
    expect(happy.totalCount).toBeGreaterThan(0)
  })

  it('corrects a word whose stem is a misspelling of an indexed one', async () => {
    // "stretching" is not in the library, "stretch" and "stretches" are
    const results = await search('streching')
    expect(results.correctedQuery).toMatch(/^stretch/)
    expect(sanskritOf(results.glossary)).toEqual(sanskritOf((await search('stretching')).glossary))
  })

  it('finds nothing for nonsense, and says nothing was corrected', async () => {
    for (const q of ['qwxzyv', 'zzzzzzzzzz', 'blorptangle']) {
      const results = await search(q)
      expect(results, q).toMatchObject({ totalCount: 0, correctedQuery: null, order: [] })
      expect([results.glossary, results.faq, results.events, results.videos, results.poses].flat(), q).toEqual([])
    }
  })

  it('answers punctuation with no results (200) and an over-long query with 400', async () => {
    for (const q of ['?!', '…', '--- ***']) {
      expect(await search(q), q).toMatchObject({ totalCount: 0, correctedQuery: null })
    }
    const long = await call(searchRoute, `/api/search?q=${encodeURIComponent('breathng '.repeat(23))}`)
    expect(long.status).toBe(400)
    expect(long.body).toEqual({ error: 'Search for at most 200 characters', details: { parameter: 'q', maxLength: 200 } })
  })

  it('keeps the vocabulary in step with the content', async () => {
    const pool = (payload.db as unknown as { pool: { query: (sql: string, values: unknown[]) => Promise<{ rows: { documents: number }[] }> } }).pool
    const documents = async (word: string) =>
      (await pool.query('SELECT documents FROM search_vocabulary WHERE word = $1', [word])).rows[0]?.documents ?? 0
    // the count of index rows kept beside it
    const sizeIsRight = async () => {
      const { rows } = await pool.query(`SELECT (SELECT documents FROM search_index_size) = (SELECT count(*) FROM search) AS ok`, [])
      return (rows[0] as unknown as { ok: boolean }).ok
    }
    expect(await sizeIsRight()).toBe(true)

    const first = await term('fx-zorbanique', 'Zorbanique Rest', { shortDef: 'A zorbanique fixture.' })
    expect(await documents('zorbanique')).toBe(1)
    const corrected = await search('zorbenique')
    expect(corrected.correctedQuery).toBe('zorbanique')
    expect(slugsOf(corrected.glossary)).toEqual(['fx-zorbanique'])

    const second = await term('fx-zorbanique-2', 'Evening Zorbanique')
    expect(await documents('zorbanique')).toBe(2)

    // an edit that keeps the text changes nothing; one that drops the word takes it away
    await payload.update({ collection: 'glossary-terms', id: first.id, data: { pronunciation: 'zor-ba-neek' } })
    expect(await documents('zorbanique')).toBe(2)
    await payload.update({ collection: 'glossary-terms', id: first.id, data: { term: 'Quiet Rest', shortDef: 'A fixture.' } })
    expect(await documents('zorbanique')).toBe(1)
    expect(await documents('quiet')).toBeGreaterThan(0)

    // unpublishing and deleting remove the row's words: a word no row holds is gone
    await payload.update({ collection: 'glossary-terms', id: second.id, data: { _status: 'draft' } })
    expect(await documents('zorbanique')).toBe(0)
    const gone = await search('zorbenique')
    expect(gone.correctedQuery).toBeNull()
    expect(gone.totalCount).toBe(0)
    await payload.delete({ collection: 'glossary-terms', id: second.id })
    await payload.delete({ collection: 'glossary-terms', id: first.id })
    expect(await documents('zorbanique')).toBe(0)
    expect(await sizeIsRight()).toBe(true)
  })
})

describe('GET /api/search: the index follows the content', () => {
  it('adds, updates, unpublishes, republishes and deletes', async () => {
    const doc = await term('fx-vexillum', 'Vexillum Stretch')
    expect(slugsOf((await search('vexillum')).glossary)).toEqual(['fx-vexillum'])

    await payload.update({ collection: 'glossary-terms', id: doc.id, data: { term: 'Orrery Stretch' } })
    expect((await search('vexillum')).glossary).toEqual([])
    expect((await search('orrery')).glossary[0]).toMatchObject({ slug: 'fx-vexillum', term: 'Orrery Stretch' })

    // a draft of new changes leaves the published version searchable
    await payload.update({ collection: 'glossary-terms', id: doc.id, draft: true, data: { term: 'Nebulon Stretch', _status: 'draft' } })
    expect((await search('orrery')).glossary[0]).toMatchObject({ term: 'Orrery Stretch' })
    expect((await search('nebulon')).glossary).toEqual([])

    await payload.update({ collection: 'glossary-terms', id: doc.id, data: { _status: 'draft' } })
    expect((await search('orrery')).glossary).toEqual([])

    // publishing again publishes the latest draft
    await payload.update({ collection: 'glossary-terms', id: doc.id, data: { _status: 'published' } })
    expect((await search('nebulon')).glossary[0]).toMatchObject({ slug: 'fx-vexillum', term: 'Nebulon Stretch' })
    expect((await search('orrery')).glossary).toEqual([])

    await payload.delete({ collection: 'glossary-terms', id: doc.id })
    expect((await search('nebulon')).glossary).toEqual([])
  })

  it('never shows drafts', async () => {
    expect(slugsOf((await search('quorvane draft')).glossary)).not.toContain('fx-quorvane-draft')
  })
})

describe('GET /api/search: bad and hostile input', () => {
  it.each([
    ['no q', ''],
    ['a blank q', '?q=%20%20%20'],
  ])('answers 400 for %s', async (_, query) => {
    const { status, body } = await call(searchRoute, `/api/search${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'Enter something to search for', details: { parameter: 'q' } })
  })

  it('answers 400 for a query over 200 characters, and accepts exactly 200', async () => {
    const long = await call(searchRoute, `/api/search?q=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ error: 'Search for at most 200 characters', details: { maxLength: 200 } })
    expect((await call(searchRoute, `/api/search?q=${'a'.repeat(200)}`)).status).toBe(200)
  })

  it('answers 400 naming the allowed types', async () => {
    const { status, body } = await call(searchRoute, '/api/search?q=yoga&type=pages')
    expect(status).toBe(400)
    expect(body.error).toBe('Invalid value "pages" for parameter "type"')
    expect(body.details.allowed).toEqual(['all', 'glossary', 'faq', 'events', 'videos', 'poses'])
  })

  it.each([
    ['offset', '-1'],
    ['offset', 'abc'],
    ['offset', '1.5'],
    ['limit', '0'],
    ['limit', '101'],
  ])('answers 400 for %s=%s naming the range', async (parameter, value) => {
    const { status, body } = await call(searchRoute, `/api/search?q=yoga&${parameter}=${value}`)
    expect(status).toBe(400)
    expect(body.error).toBe(`Invalid value "${value}" for parameter "${parameter}": a whole number from ${parameter === 'offset' ? '0 to 10000' : '1 to 100'}`)
    expect(body.details).toMatchObject({ parameter, value })
  })

  it('searches quotes, %, _, backslashes and SQL keywords literally', async () => {
    expect(slugsOf((await search('50% off_')).glossary)).toEqual(['fx-literal'])
    expect(slugsOf((await search('"mat" \\')).glossary)).toContain('fx-literal')
    for (const q of ['%%%', '___', '\\\\\\', "'''", '%_%']) {
      expect((await search(q)).totalCount, q).toBe(0)
    }
    // letters that diacritic folding turns into tsquery syntax (½ → " 1/2", ː → ":", ʻ → "'")
    for (const q of ['1½ hour', 'joːga', 'ʻokina', 'yoga \u0301', 'a:* | b']) {
      expect((await search(q)).totalCount, q).toBeGreaterThanOrEqual(0)
    }
    // words that folding makes longer than levenshtein() takes (255 letters)
    for (const q of ['ß'.repeat(150), 'ﬃ'.repeat(100), `${'æ'.repeat(130)} breathng`]) {
      expect((await search(q)).totalCount, q).toBe(0)
    }
    const hostile = await search("'; DROP TABLE search; --")
    expect(hostile.totalCount).toBeGreaterThanOrEqual(0)
    expect((await search('asana')).glossary[0]).toMatchObject({ slug: 'asana' })
  })
})
