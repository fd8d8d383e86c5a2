import { describe, expect, it } from 'vitest'

import { decodeKey, donateState, encodeKey, INTERNAL_NOT_FOUND, variantPath } from '@/lib/pageVariants'
import { hasSessionCookie } from '@/lib/sessionCookie.mjs'

const route = (address: string, signedIn = false) => {
  const url = new URL(address, 'http://x')
  return variantPath(url.pathname, url.searchParams, signedIn)
}
const keyOf = (address: string) => {
  const target = route(address)
  expect(target, address).not.toBeNull()
  return decodeKey(target!.split('/').pop()!).toString()
}

describe('which cached page answers an address', () => {
  it('a plain list, /events, /search or /donate is its own page', () => {
    for (const address of ['/glossary', '/faq', '/poses', '/events', '/search', '/donate', '/courses', '/videos', '/glossary/asana']) {
      expect(route(address), address).toBeNull()
    }
  })

  it('a query that changes nothing is the plain page: unknown keys and values, blanks, the defaults', () => {
    for (const address of ['/glossary?utm_source=x', '/poses?difficulty=nonsense', '/events?eventType=bogus&page=2', '/search?q=%20%20', '/donate?amount=50', '/donate?frequency=monthly', '/faq?topic=all']) {
      expect(route(address), address).toBeNull()
    }
  })

  it('the same filters in another order or spelling are one key', () => {
    expect(route('/events?eventType=class&locationType=online')).toBe(route('/events?locationType=online&eventType=class'))
    expect(route('/glossary?letter=p')).toBe(route('/glossary?letter=P'))
    expect(route('/search?q=%20tree%20%20pose%20')).toBe(route('/search?q=tree+pose'))
    expect(route('/search?q=asana&tab=bogus')).toBe(route('/search?q=asana'))
    expect(route('/donate?amount=100')).not.toBe(route('/donate?amount=100&frequency=one-time'))
  })

  it('keys hold the normalised query the page renders', () => {
    expect(keyOf('/glossary?letter=p&search=breath')).toBe('search=breath&letter=P')
    expect(keyOf('/search?q=asana&tab=poses')).toBe('q=asana&tab=poses')
    expect(keyOf('/donate?amount=250&frequency=one-time')).toBe('amount=250&frequency=one-time')
    expect(route('/poses?category=seated')).toMatch(/^\/filtered\/poses\/[A-Za-z0-9_-]+$/)
  })

  it('a too-long search stays too long (cut one character past the limit, so the page says so)', () => {
    const key = keyOf(`/search?q=${'a'.repeat(5000)}`)
    expect(new URLSearchParams(key).get('q')).toHaveLength(201)
  })

  it('a signed-in request for a course, a lesson or /foundations renders privately', () => {
    expect(route('/foundations', true)).toBe('/signed-in/foundations')
    expect(route('/courses/foundations', true)).toBe('/signed-in/courses/foundations')
    expect(route('/courses/foundations/what-yoga-is', true)).toBe('/signed-in/courses/foundations/what-yoga-is')
    expect(route('/foundations')).toBeNull()
    expect(route('/courses/foundations/what-yoga-is')).toBeNull()
    // the list names no one: shared
    expect(route('/courses', true)).toBeNull()
  })

  it('nobody reaches the internal pages by typing their address', () => {
    for (const address of ['/filtered/glossary/x', '/filtered', '/signed-in/foundations', '/signed-in/courses/a/b']) {
      expect(route(address), address).toBe(INTERNAL_NOT_FOUND)
      expect(route(address, true), address).toBe(INTERNAL_NOT_FOUND)
    }
  })

  it('keys survive any text, and a malformed key decodes to some query', () => {
    const text = 'q=ā/?#%&x=ध्यान'
    expect(decodeKey(encodeKey(text)).toString()).toBe(new URLSearchParams(text).toString())
    expect(() => decodeKey('%%%')).not.toThrow()
    expect(decodeKey('!!!').toString()).toBe('')
  })

  it('/donate reads the amount and frequency as the form does', () => {
    expect(donateState(new URLSearchParams('amount=100&frequency=one-time'))).toEqual({ amount: 100, frequency: 'one-time' })
    expect(donateState(new URLSearchParams('amount=x&frequency=weekly'))).toEqual({ amount: 50, frequency: 'monthly' })
  })
})

describe('the session cookie', () => {
  it('is found among other cookies, and an emptied one is no session', () => {
    expect(hasSessionCookie('a=1; payload-token=abc.def')).toBe(true)
    expect(hasSessionCookie('payload-token=abc')).toBe(true)
    expect(hasSessionCookie('payload-token=; a=1')).toBe(false)
    expect(hasSessionCookie('my-payload-token=abc')).toBe(false)
    expect(hasSessionCookie(undefined)).toBe(false)
  })
})
