'use client'

/**
 * A small stand-in for the few react-query calls the site makes (SPEC §7's defaults: data never
 * goes stale, no refetch on focus or interval, no retries), so no page ships react-query's ~12 kB:
 * one cache per provider (per request on the server, one per tab in the browser), `useQuery` with
 * `enabled` and `placeholderData: keepPreviousData`, `useInfiniteQuery`, `useMutation`, and a
 * client with `setQueryData`, `getQueryData` and `invalidateQueries` (prefix match, refetching
 * the keys on screen). Unit-tested in tests/unit/query.test.tsx.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { getQueryFn } from '@/lib/api'

type QueryKey = readonly unknown[]
type QueryFn<T> = (context: { queryKey: QueryKey; pageParam?: unknown }) => Promise<T>

/** One key's state; replaced (never mutated) on change, so it doubles as the store snapshot. */
type Entry = {
  queryKey: QueryKey
  data?: unknown
  error: Error | null
  fetching: boolean
  /** Invalidated, or failed: the next observer fetches again. */
  stale: boolean
  hasData: boolean
}

const hash = (key: QueryKey) => JSON.stringify(key)
const defaultFn = getQueryFn({ on401: 'throw' }) as QueryFn<unknown>

export class QueryClient {
  private entries = new Map<string, Entry>()
  private listeners = new Map<string, Set<() => void>>()
  private running = new Map<string, Promise<unknown>>()
  private fns = new Map<string, QueryFn<unknown>>()

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  private put(queryKey: QueryKey, patch: Partial<Entry>) {
    const key = hash(queryKey)
    const before = this.entries.get(key) ?? { queryKey, error: null, fetching: false, stale: false, hasData: false }
    this.entries.set(key, { ...before, ...patch })
    this.listeners.get(key)?.forEach((listener) => listener())
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key)
    if (!set) this.listeners.set(key, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.entries.get(hash(queryKey))?.data as T | undefined
  }

  setQueryData<T>(queryKey: QueryKey, data: T): void {
    this.put(queryKey, { data, hasData: true, error: null, stale: false })
  }

  /**
   * `initialData`: the key's data when the cache has none yet, set while rendering, so it tells
   * no one (nothing can be subscribed to a key that has no entry).
   */
  seed<T>(queryKey: QueryKey, data: T): void {
    const key = hash(queryKey)
    if (!this.entries.has(key)) this.entries.set(key, { queryKey, data, error: null, fetching: false, stale: false, hasData: true })
  }

  /** Runs the key's fetch, or joins the one under way. */
  fetch<T>(queryKey: QueryKey, fn: QueryFn<T> = defaultFn as QueryFn<T>): Promise<unknown> {
    const key = hash(queryKey)
    this.fns.set(key, fn as QueryFn<unknown>)
    const running = this.running.get(key)
    if (running) return running
    this.put(queryKey, { fetching: true })
    const promise = fn({ queryKey })
      .then(
        (data) => this.put(queryKey, { data, hasData: true, error: null, stale: false }),
        (error: unknown) => this.put(queryKey, { error: error instanceof Error ? error : new Error(String(error)), stale: true }),
      )
      .finally(() => {
        this.running.delete(key)
        this.put(queryKey, { fetching: false })
      })
    this.running.set(key, promise)
    return promise
  }

  /** Marks every key starting with `queryKey` stale; the ones on screen fetch again at once. */
  invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const refetches: Promise<unknown>[] = []
    for (const [key, entry] of this.entries) {
      if (!queryKey.every((part, i) => hash([part]) === hash([entry.queryKey[i]]))) continue
      this.put(entry.queryKey, { stale: true })
      if (this.listeners.get(key)?.size) refetches.push(this.fetch(entry.queryKey, this.fns.get(key)))
    }
    return Promise.all(refetches).then(() => undefined)
  }
}

const ClientContext = createContext<QueryClient | null>(null)

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient())
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>
}

export const useQueryClient = (): QueryClient => {
  const client = useContext(ClientContext)
  if (!client) throw new Error('No QueryProvider above this component')
  return client
}

/** `placeholderData: keepPreviousData`: show the last key's data while the new key loads. */
export const keepPreviousData = 'keepPreviousData' as const

const useEntry = (client: QueryClient, key: string) =>
  useSyncExternalStore(
    useCallback((listener) => client.subscribe(key, listener), [client, key]),
    () => client.get(key),
    () => client.get(key),
  )

/** Like react-query's result: `isPending` and `error` tell whether `data` is there. */
export type QueryResult<T> = { isFetching: boolean; isPlaceholderData: boolean } & (
  | { isPending: true; error: null; data: undefined }
  | { isPending: false; error: Error; data: T | undefined }
  | { isPending: false; error: null; data: T }
)

export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  placeholderData,
  initialData,
}: {
  queryKey: QueryKey
  queryFn?: QueryFn<T>
  enabled?: boolean
  placeholderData?: typeof keepPreviousData
  /** the data to start with when the cache has none for the key (e.g. the server's answer) */
  initialData?: T
  retry?: boolean
}): QueryResult<T> {
  const client = useQueryClient()
  const key = hash(queryKey)
  if (initialData !== undefined) client.seed(queryKey, initialData)
  const entry = useEntry(client, key)
  const fnRef = useRef(queryFn)
  fnRef.current = queryFn
  const keyRef = useRef(queryKey)
  keyRef.current = queryKey
  const needsFetch = enabled && (!entry || (!entry.fetching && (entry.stale || !entry.hasData)))
  // A new observer fetches what is missing, invalidated or failed before (no retry within one).
  const mounted = useRef<string | null>(null)
  useEffect(() => {
    const first = mounted.current !== key
    mounted.current = key
    const current = client.get(key)
    if (enabled && (!current || (!current.fetching && (current.stale || !current.hasData) && (first || !current.error)))) {
      void client.fetch(keyRef.current, fnRef.current)
    }
  }, [client, key, enabled, needsFetch])
  const previous = useRef<T | undefined>(undefined)
  if (entry?.hasData) previous.current = entry.data as T
  const placeholder = !entry?.hasData && placeholderData === keepPreviousData && previous.current !== undefined
  return {
    data: entry?.hasData ? (entry.data as T) : placeholder ? previous.current : undefined,
    error: entry?.error ?? null,
    isPending: !entry?.hasData && !placeholder && !entry?.error,
    isFetching: entry?.fetching ?? (enabled && !entry),
    isPlaceholderData: placeholder,
  } as QueryResult<T>
}

type Pages<T> = { pages: T[]; pageParams: unknown[] }

export function useInfiniteQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  initialPageParam,
  getNextPageParam,
}: {
  queryKey: QueryKey
  queryFn: (context: { queryKey: QueryKey; pageParam: unknown }) => Promise<T>
  enabled?: boolean
  initialPageParam: unknown
  getNextPageParam: (last: T, pages: T[]) => unknown
}) {
  const client = useQueryClient()
  const key = hash(queryKey)
  const entry = useEntry(client, key)
  const data = entry?.data as Pages<T> | undefined
  const next = data?.pages.length ? getNextPageParam(data.pages.at(-1)!, data.pages) : undefined
  const page = (param: unknown) => async () => {
    const before = client.getQueryData<Pages<T>>(queryKey) ?? { pages: [], pageParams: [] }
    const got = await queryFn({ queryKey, pageParam: param })
    return { pages: [...before.pages, got], pageParams: [...before.pageParams, param] }
  }
  const pageRef = useRef(page)
  pageRef.current = page
  const keyRef = useRef(queryKey)
  keyRef.current = queryKey
  useEffect(() => {
    const current = client.get(key)
    if (enabled && (!current || (!current.fetching && !current.hasData))) void client.fetch(keyRef.current, pageRef.current(initialPageParam))
  }, [client, key, enabled, initialPageParam])
  return {
    data,
    error: entry?.error ?? null,
    isFetching: entry?.fetching ?? false,
    hasNextPage: next !== undefined && next !== null,
    fetchNextPage: () => (next === undefined || next === null ? Promise.resolve() : client.fetch(queryKey, page(next))),
  }
}

type MutationState<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data?: T; error: Error | null }

export function useMutation<T, V = void>({
  mutationFn,
  onSuccess,
  onError,
}: {
  mutationFn: (variables: V) => Promise<T>
  onSuccess?: (data: T, variables: V) => unknown
  onError?: (error: Error, variables: V) => unknown
}) {
  const [state, setState] = useState<MutationState<T>>({ status: 'idle', error: null })
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  const set = (next: MutationState<T>) => {
    if (alive.current) setState(next)
  }
  const mutateAsync = async (variables: V): Promise<T> => {
    set({ status: 'pending', error: null })
    try {
      const data = await mutationFn(variables)
      set({ status: 'success', data, error: null })
      await onSuccess?.(data, variables)
      return data
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught))
      set({ status: 'error', error })
      await onError?.(error, variables)
      throw error
    }
  }
  return {
    ...state,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutateAsync,
    mutate: (variables: V) => void mutateAsync(variables).catch(() => undefined),
    reset: () => set({ status: 'idle', error: null }),
  }
}
