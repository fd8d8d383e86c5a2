/**
 * The site's client data fetching: react-query with the site's defaults (src/lib/queryClient.tsx)
 * and the fetch helpers under it (src/lib/api.ts). Data is never stale and not refetched on focus;
 * failed queries and mutations are not retried; the default fetch GETs the key's parts joined by
 * slashes with credentials; a JSON content type goes only with a body.
 *
 * react-query treats a runtime without `window` as a server (no retries by default there): these
 * tests run it as a browser would, so each default is checked against what react-query would do
 * without it (a client with react-query's own defaults next to ours).
 */
import {
  environmentManager,
  focusManager,
  MutationObserver,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useQuery,
  useQueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiRequest, getQueryFn } from '@/lib/api'
import { makeQueryClient, QueryProvider } from '@/lib/queryClient'
import { useServerData } from '@/lib/useServerData'

const clients: QueryClient[] = []
/** A client mounted as the provider mounts it in a browser (listening to focus and network). */
const mounted = (client: QueryClient) => {
  client.mount()
  clients.push(client)
  return client
}
/** react-query's own defaults, except no wait between its retries. */
const stockClient = () => mounted(new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }))
const ourClient = () => mounted(makeQueryClient())

/** A screen showing the key: an observer subscribed to it, as useQuery is while mounted. */
const show = (client: QueryClient, options: QueryObserverOptions<unknown, Error>) => {
  const observer = new QueryObserver(client, options)
  observer.subscribe(() => {})
  return observer
}
const settled = async (observer: QueryObserver<unknown, Error>) => {
  await vi.waitFor(() => {
    const result = observer.getCurrentResult()
    expect(result.status).not.toBe('pending')
    expect(result.fetchStatus).toBe('idle')
  })
  return observer.getCurrentResult()
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const fetchMock = (answer: () => Response) => {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', mock)
  return mock
}

beforeEach(() => environmentManager.setIsServer(() => false))
afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount()
    client.clear()
  }
  focusManager.setFocused(undefined)
  environmentManager.setIsServer(() => typeof window === 'undefined')
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("the query client's defaults", () => {
  it('a failed query is shown as failed after one call, not retried', async () => {
    const down = () => vi.fn(async () => Promise.reject(new ApiError(503, '503: down')))
    const oursFn = down()
    const stockFn = down()
    const ours = show(ourClient(), { queryKey: ['/api/faq'], queryFn: oursFn })
    const stock = show(stockClient(), { queryKey: ['/api/faq'], queryFn: stockFn })
    expect((await settled(stock)).status).toBe('error')
    expect(stockFn).toHaveBeenCalledTimes(4)
    const result = await settled(ours)
    expect(result.status).toBe('error')
    expect(result.error?.message).toBe('503: down')
    expect(oursFn).toHaveBeenCalledTimes(1)
  })

  it('a failed mutation is not retried', async () => {
    const mutationFn = vi.fn(async () => Promise.reject(new ApiError(500, '500: broken')))
    const observer = new MutationObserver(ourClient(), { mutationFn })
    await expect(observer.mutate()).rejects.toThrow('500: broken')
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', failureCount: 1 })
  })

  it('the window regaining focus does not refetch what a screen shows', async () => {
    const oursFn = vi.fn(async () => ({ poses: [] }))
    const stockFn = vi.fn(async () => ({ poses: [] }))
    await settled(show(ourClient(), { queryKey: ['/api/poses'], queryFn: oursFn }))
    await settled(show(stockClient(), { queryKey: ['/api/poses'], queryFn: stockFn }))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.waitFor(() => expect(stockFn).toHaveBeenCalledTimes(2))
    expect(oursFn).toHaveBeenCalledTimes(1)
  })

  it('data never goes stale: a day later, another screen showing the key uses it without a fetch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const oursFn = vi.fn(async () => ({ videos: [] }))
    const stockFn = vi.fn(async () => ({ videos: [] }))
    const ours = ourClient()
    const stock = stockClient()
    await settled(show(ours, { queryKey: ['/api/videos'], queryFn: oursFn }))
    await settled(show(stock, { queryKey: ['/api/videos'], queryFn: stockFn }))
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000)
    const later = show(ours, { queryKey: ['/api/videos'], queryFn: oursFn })
    await settled(show(stock, { queryKey: ['/api/videos'], queryFn: stockFn }))
    expect(stockFn).toHaveBeenCalledTimes(2)
    expect(later.getCurrentResult()).toMatchObject({ status: 'success', isStale: false, fetchStatus: 'idle', data: { videos: [] } })
    expect(oursFn).toHaveBeenCalledTimes(1)
  })

  it('invalidating a key prefix refetches the keys on screen under it, and only those', async () => {
    const client = ourClient()
    const onScreen = vi.fn(async () => 'poses')
    const offScreen = vi.fn(async () => 'pose')
    const other = vi.fn(async () => 'videos')
    await settled(show(client, { queryKey: ['/api/poses'], queryFn: onScreen }))
    await settled(show(client, { queryKey: ['/api/videos'], queryFn: other }))
    await client.fetchQuery({ queryKey: ['/api/poses', 'mountain'], queryFn: offScreen })
    await client.invalidateQueries({ queryKey: ['/api/poses'] })
    expect(onScreen).toHaveBeenCalledTimes(2)
    expect(offScreen).toHaveBeenCalledTimes(1)
    expect(client.getQueryState(['/api/poses', 'mountain'])?.isInvalidated).toBe(true)
    expect(other).toHaveBeenCalledTimes(1)
    expect(client.getQueryState(['/api/videos'])?.isInvalidated).toBe(false)
  })
})

describe('the default data fetch', () => {
  it("GETs the key's parts joined by slashes, with credentials and no body, and answers the parsed JSON", async () => {
    const fetch = fetchMock(() => json({ course: { slug: 'foundations' } }))
    const result = await settled(show(ourClient(), { queryKey: ['/api/courses', 'foundations'] }))
    expect(result.data).toEqual({ course: { slug: 'foundations' } })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/courses/foundations')
    expect(init?.method ?? 'GET').toBe('GET')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBeUndefined()
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)
  })

  it('fails on a 401 with the status and the body text', async () => {
    fetchMock(() => new Response('Not logged in', { status: 401 }))
    const result = await settled(show(ourClient(), { queryKey: ['/api/auth/user'] }))
    expect(result.status).toBe('error')
    expect(result.data).toBeUndefined()
    expect(result.error).toBeInstanceOf(ApiError)
    expect(result.error).toMatchObject({ status: 401, message: '401: Not logged in' })
  })

  it("set to return null on a 401, answers null, but still fails on other statuses", async () => {
    fetchMock(() => new Response('Not logged in', { status: 401 }))
    const client = ourClient()
    const optional = await settled(show(client, { queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }))
    expect(optional).toMatchObject({ status: 'success', data: null })
    fetchMock(() => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    const broken = await settled(show(client, { queryKey: ['/api/account'], queryFn: getQueryFn({ on401: 'returnNull' }) }))
    expect(broken.status).toBe('error')
    expect(broken.error).toMatchObject({ status: 500, message: '500: Internal Server Error' })
  })
})

describe('apiRequest', () => {
  it('sends a body as JSON, with a JSON content type, the method given and credentials', async () => {
    const fetch = fetchMock(() => json({ success: true }))
    const response = await apiRequest('POST', '/api/contact', { name: 'Ada', message: 'Hello' })
    expect(await response.json()).toEqual({ success: true })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/contact')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ada","message":"Hello"}' })
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('sends no content type without a body', async () => {
    const fetch = fetchMock(() => new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/newsletter/token')
    const [, init] = fetch.mock.calls[0]!
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include' })
    expect(init?.body).toBeUndefined()
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)
  })

  it('throws "<status>: <body>" for an error status', async () => {
    fetchMock(() => json({ error: 'Too many requests' }, 429))
    const failure = await apiRequest('POST', '/api/feedback', {}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 429, message: '429: {"error":"Too many requests"}' })
  })
})

describe('the provider and the server render', () => {
  const Poses = () => {
    const { data, isPending } = useQuery<{ poses: string[] }>({ queryKey: ['/api/poses'] })
    return createElement('p', null, isPending ? 'Loading poses…' : data?.poses.join(', '))
  }
  const Seeded = ({ poses }: { poses?: string[] }) => {
    useServerData('/api/poses', poses ? { poses } : undefined)
    return createElement(Poses)
  }

  it('a page rendered with its data shows it in the HTML, with no fetch', () => {
    const fetch = fetchMock(() => json({ poses: ['from the browser'] }))
    const html = renderToString(createElement(QueryProvider, null, createElement(Seeded, { poses: ['Mountain', 'Tree'] })))
    expect(html).toContain('Mountain, Tree')
    expect(fetch).not.toHaveBeenCalled()
    expect(renderToString(createElement(QueryProvider, null, createElement(Seeded)))).toContain('Loading poses…')
  })

  it("the page's data replaces what the tab cached on an earlier visit", () => {
    const client = makeQueryClient()
    client.setQueryData(['/api/poses'], { poses: ['Old'] })
    const html = renderToString(createElement(QueryClientProvider, { client }, createElement(Seeded, { poses: ['New'] })))
    expect(html).toContain('New')
    expect(html).not.toContain('Old')
  })

  it('each provider (each server request) has a cache of its own', () => {
    const Probe = ({ write }: { write?: string }) => {
      const client = useQueryClient()
      if (write) client.setQueryData(['/api/auth/user'], write)
      return createElement('span', null, String(client.getQueryData(['/api/auth/user']) ?? 'nothing cached'))
    }
    expect(renderToString(createElement(QueryProvider, null, createElement(Probe, { write: "Ada's session" })))).toContain('Ada&#x27;s session')
    expect(renderToString(createElement(QueryProvider, null, createElement(Probe)))).toContain('nothing cached')
  })
})
