/**
 * Two instances that agree: a save in one app process expires the page cache of the
 * others through PostgreSQL NOTIFY/LISTEN (src/services/platform/revalidateBroadcast.ts). Here a listener
 * pretends to be another process of the same site.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { TAGS } from '@/services/platform/revalidate'
import { broadcastTags, instanceId, REVALIDATE_CHANNEL, startRevalidationListener } from '@/services/platform/revalidateBroadcast'
import { poolOf } from '@/services/platform/shared'
import { inTransaction } from '@/services/platform/transaction'
import { testPayload } from '@tests/support/payload'

let payload: Payload
const heard: string[][] = []
let other: { stop: () => Promise<void> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const heardTag = (tag: string) => heard.some((tags) => tags.includes(tag))

/** Broadcasts a probe until the listener hears it: it is connected and listening. */
const untilListening = async () => {
  const deadline = Date.now() + 10_000
  while (!heardTag('team')) {
    if (Date.now() > deadline) throw new Error('the listener never heard the probe')
    await broadcastTags(payload, ['team'])
    await sleep(100)
  }
  heard.length = 0
}

beforeAll(async () => {
  payload = await testPayload()
  other = startRevalidationListener(payload, {
    expire: async (tags) => void heard.push(tags),
    allTags: Object.values(TAGS),
    self: 'another-app-process',
    retryMs: 100,
  })
  await untilListening()
})
beforeEach(() => {
  heard.length = 0
})
afterAll(async () => {
  await other.stop()
})

describe('page cache expiry across app processes', () => {
  it("an editor's save in this process expires the page tags in the other, once the save commits", async () => {
    const { docs } = await payload.find({ collection: 'glossary-terms', where: { slug: { equals: 'yoga' } }, depth: 0, limit: 1 })
    const term = docs[0]!
    await payload.update({ collection: 'glossary-terms', id: term.id, data: { literalMeaning: term.literalMeaning ?? '' }, depth: 0 })
    await expect.poll(() => heardTag(TAGS.glossary), { timeout: 5000 }).toBe(true)
  })

  it('a save that rolls back tells nobody', async () => {
    const { docs } = await payload.find({ collection: 'faqs', depth: 0, limit: 1 })
    await expect(
      inTransaction(payload, async ({ req }) => {
        await payload.update({ collection: 'faqs', id: docs[0]!.id, data: { shortAnswer: docs[0]!.shortAnswer }, depth: 0, req })
        throw new Error('the save fails after its hook ran')
      }),
    ).rejects.toThrow('the save fails')
    // a message sent after it arrives; the rolled-back one never did
    await broadcastTags(payload, [TAGS.events])
    await expect.poll(() => heardTag(TAGS.events), { timeout: 5000 }).toBe(true)
    expect(heardTag(TAGS.faq)).toBe(false)
  })

  it('the saving process hears its own message too, and expires the tags once more after the commit', async () => {
    const own: string[][] = []
    const self = startRevalidationListener(payload, { expire: async (tags) => void own.push(tags), allTags: [], self: instanceId() })
    try {
      await sleep(500)
      await broadcastTags(payload, [TAGS.poses])
      await expect.poll(() => heardTag(TAGS.poses), { timeout: 5000 }).toBe(true)
      await expect.poll(() => own, { timeout: 5000 }).toEqual([[TAGS.poses]])
    } finally {
      await self.stop()
    }
  })

  it('a listener whose connection dies reconnects and then expires every tag once, since it may have missed some', async () => {
    const { rowCount } = await poolOf(payload).query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`, [
      `LISTEN ${REVALIDATE_CHANNEL}`,
    ])
    expect(rowCount).toBeGreaterThan(0)
    await expect.poll(() => heard.some((tags) => tags.length === Object.values(TAGS).length), { timeout: 10_000 }).toBe(true)
    heard.length = 0
    await untilListening()
  })
})
