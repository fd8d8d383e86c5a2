import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { QueryClient } from '@/lib/query'

describe('the small query cache (src/lib/query.tsx)', () => {
  it('runs one fetch per key at a time and stores its answer', async () => {
    const client = new QueryClient()
    const fn = vi.fn(async () => ({ n: 1 }))
    await Promise.all([client.fetch(['/a'], fn), client.fetch(['/a'], fn)])
    expect(fn).toHaveBeenCalledTimes(1)
    expect(client.getQueryData(['/a'])).toEqual({ n: 1 })
    expect(client.get(JSON.stringify(['/a']))).toMatchObject({ fetching: false, stale: false, error: null })
  })

  it('keeps a failure as the error and marks the key for a new try', async () => {
    const client = new QueryClient()
    await client.fetch(['/b'], async () => Promise.reject(new Error('503: down')))
    expect(client.get(JSON.stringify(['/b']))).toMatchObject({ hasData: false, stale: true, error: new Error('503: down') })
  })

  it('setQueryData replaces the data and tells the subscribers', () => {
    const client = new QueryClient()
    const listener = vi.fn()
    client.subscribe(JSON.stringify(['/c']), listener)
    client.setQueryData(['/c'], { user: null })
    expect(client.getQueryData(['/c'])).toEqual({ user: null })
    expect(listener).toHaveBeenCalled()
  })

  it("initialData (the server's answer) fills an empty key without a fetch, and never replaces what is there", () => {
    const client = new QueryClient()
    const listener = vi.fn()
    client.seed(['/api/search?q=asana'], { results: 'from the server' })
    expect(client.get(JSON.stringify(['/api/search?q=asana']))).toMatchObject({ hasData: true, stale: false, fetching: false })
    client.subscribe(JSON.stringify(['/api/search?q=asana']), listener)
    client.seed(['/api/search?q=asana'], { results: 'older' })
    expect(client.getQueryData(['/api/search?q=asana'])).toEqual({ results: 'from the server' })
    expect(listener).not.toHaveBeenCalled()
  })

  it('invalidateQueries matches by prefix and refetches only the keys on screen', async () => {
    const client = new QueryClient()
    const shown = vi.fn(async () => 'shown')
    const hidden = vi.fn(async () => 'hidden')
    await client.fetch(['/api/poses'], shown)
    await client.fetch(['/api/poses', 'x'], hidden)
    await client.fetch(['/api/videos'], hidden)
    client.subscribe(JSON.stringify(['/api/poses']), () => {})
    await client.invalidateQueries({ queryKey: ['/api/poses'] })
    expect(shown).toHaveBeenCalledTimes(2)
    expect(hidden).toHaveBeenCalledTimes(2)
    expect(client.get(JSON.stringify(['/api/poses', 'x']))?.stale).toBe(true)
    expect(client.get(JSON.stringify(['/api/videos']))?.stale).toBe(false)
  })
})

describe('react-query stays out of the site', () => {
  it('no source file imports @tanstack/react-query (use @/lib/query)', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (/\.(tsx?|mjs)$/.test(name) && readFileSync(file, 'utf8').includes("from '@tanstack/react-query'")) offenders.push(file)
      }
    }
    walk(path.resolve('src'))
    expect(offenders).toEqual([])
  })
})
