'use client'

import { useSyncExternalStore } from 'react'

/**
 * What this browser knows of its own newsletter subscription: 'pending' after a
 * sign-up here (until its link expires, 7 days), 'subscribed' after confirming here. Every
 * signup block on every page reads it, so a visitor who subscribed is not asked again; blocks on
 * the same page update together. Nothing but the state and its time is kept, never the address.
 */
export type RememberedSubscription = { status: 'pending' | 'subscribed'; at: number }

const KEY = 'yoga-commons:newsletter'
const EVENT = 'yoga-commons:newsletter'
const PENDING_DAYS = 7

const read = (): string | null => {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null // storage blocked (privacy settings): nothing is remembered
  }
}

const parse = (raw: string | null): RememberedSubscription | null => {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as RememberedSubscription
    if (value.status === 'subscribed') return value
    if (value.status === 'pending' && Date.now() - value.at < PENDING_DAYS * 86_400_000) return value
  } catch {
    // not ours
  }
  return null
}

const write = (value: RememberedSubscription | null) => {
  try {
    if (value) window.localStorage.setItem(KEY, JSON.stringify(value))
    else window.localStorage.removeItem(KEY)
  } catch {
    // storage blocked: the blocks on this page still update through the event
  }
  window.dispatchEvent(new Event(EVENT))
}

export const rememberSubscription = (status: RememberedSubscription['status']) => write({ status, at: Date.now() })
export const forgetSubscription = () => write(null)

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange) // another tab
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The remembered subscription; null on the server and in the first render (no hydration mismatch). */
export const useRememberedSubscription = (): RememberedSubscription | null => {
  const raw = useSyncExternalStore(subscribe, read, () => null)
  return parse(raw)
}
