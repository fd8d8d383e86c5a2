import { afterEach, describe, expect, it, vi } from 'vitest'

import { dismissToast, getToasts, subscribe, toast, TOAST_REMOVE_DELAY } from '@/components/toast/store'

describe('toast queue', () => {
  afterEach(() => vi.useRealTimers())

  it('shows one toast at a time: a new one replaces the last', () => {
    toast({ title: 'First' })
    toast({ title: 'Second', variant: 'destructive' })
    expect(getToasts().map((t) => t.title)).toEqual(['Second'])
    expect(getToasts()[0]).toMatchObject({ open: true, variant: 'destructive' })
  })

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    vi.useFakeTimers()
    const seen: number[] = []
    const unsubscribe = subscribe(() => seen.push(getToasts().length))
    const id = toast({ title: 'Saved' })
    dismissToast(id)
    expect(getToasts()[0]).toMatchObject({ id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
    expect(getToasts()).toEqual([])
    expect(seen.at(-1)).toBe(0)
    unsubscribe()
  })
})
