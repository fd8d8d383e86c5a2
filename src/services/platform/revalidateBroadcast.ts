/**
 * Cache expiry that every app process sees (two app instances that agree). Each process
 * keeps its own Next data cache, so a tag expired in the process where an editor saved is still
 * fresh in the others. A save therefore also sends the tags on a PostgreSQL channel with NOTIFY,
 * on the save's own connection, so the message goes out only if the save commits; every
 * process LISTENs on a dedicated connection and expires the tags it hears by a signed request
 * to itself (POST /api/revalidate: Next expires tags only inside a request). The saving process
 * hears its own message too: it expired the tags in the save's hook, before the commit, and
 * expires them once more after it, so a page rendered in between from the old row is not kept.
 *
 * A listener that lost its connection reconnects with backoff and then expires every tag once,
 * since it may have missed messages meanwhile.
 */
import { randomUUID } from 'node:crypto'
import os from 'node:os'

import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/services/platform/shared'
import { sqlOn } from '@/services/platform/transaction'

export const REVALIDATE_CHANNEL = 'yoga_revalidate'

type Message = { tags: string[]; from: string }

const INSTANCE_KEY = Symbol.for('yoga-commons.instance-id')
const LISTENER_KEY = Symbol.for('yoga-commons.revalidate-listener')
const slot = globalThis as unknown as { [INSTANCE_KEY]?: string; [LISTENER_KEY]?: Listener }

/** This process, across the separately bundled modules Next loads (one id per process). */
export const instanceId = (): string => (slot[INSTANCE_KEY] ??= `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`)

/**
 * Tells the other processes to expire `tags`. With `req`, on its transaction's connection (the
 * message is delivered at commit, never for a save that rolled back, and no second pooled
 * connection is waited for inside the transaction); without, on the pool. Never throws: a
 * missed broadcast leaves a page stale for at most the cache's revalidate time, a failed save
 * would lose the editor's work.
 */
export const broadcastTags = async (payload: Payload, tags: string[], req?: Partial<PayloadRequest>): Promise<void> => {
  if (tags.length === 0) return
  try {
    const db = await sqlOn(payload, req)
    await db.query('SELECT pg_notify($1, $2)', [REVALIDATE_CHANNEL, JSON.stringify({ tags, from: instanceId() } satisfies Message)])
  } catch (error) {
    payload.logger.warn({ msg: 'Could not tell the other app processes to expire their page cache', tags, err: error })
  }
}

const parse = (text: string | undefined): Message | null => {
  try {
    const value = JSON.parse(text ?? '') as Partial<Message>
    return Array.isArray(value.tags) && typeof value.from === 'string' ? { tags: value.tags.filter((tag) => typeof tag === 'string'), from: value.from } : null
  } catch {
    return null
  }
}

type Listener = { stop: () => Promise<void> }

export type ListenOptions = {
  /** expires the tags in this process (default: a signed request to this server) */
  expire: (tags: string[]) => Promise<unknown>
  /** all known tags, expired after a reconnect */
  allTags: string[]
  /** this process's id (tests pretend to be another process); messages carry it for the logs */
  self?: string
  retryMs?: number
}

/** Listens for the other processes' broadcasts (once per process). */
export const startRevalidationListener = (payload: Payload, options: ListenOptions): Listener => {
  const existing = slot[LISTENER_KEY]
  if (existing && !options.self) return existing
  const retryMs = options.retryMs ?? 1000
  let client: pg.Client | null = null
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let failures = 0

  const connect = async (afterLoss: boolean) => {
    if (stopped) return
    const next = new pg.Client(poolOf(payload).options)
    client = next
    next.on('notification', (message) => {
      if (message.channel !== REVALIDATE_CHANNEL) return
      const parsed = parse(message.payload)
      if (!parsed || parsed.tags.length === 0) return
      void options.expire(parsed.tags).catch(() => undefined)
    })
    const retry = () => {
      if (stopped || client !== next) return
      client = null
      next.removeAllListeners('notification')
      void next.end().catch(() => undefined)
      failures++
      timer = setTimeout(() => void connect(true), Math.min(30_000, retryMs * 2 ** Math.min(failures - 1, 5)))
      timer.unref()
    }
    next.on('error', retry)
    next.on('end', retry)
    try {
      await next.connect()
      await next.query(`LISTEN ${REVALIDATE_CHANNEL}`)
      failures = 0
      // messages may have gone by while this process was not listening
      if (afterLoss) void options.expire(options.allTags).catch(() => undefined)
    } catch {
      retry()
    }
  }

  void connect(false)
  const listener: Listener = {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = null
      if (slot[LISTENER_KEY] === listener) delete slot[LISTENER_KEY]
      await current?.end().catch(() => undefined)
    },
  }
  if (!options.self) slot[LISTENER_KEY] = listener
  return listener
}
