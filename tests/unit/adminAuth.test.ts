import { createHash } from 'node:crypto'

import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { namesRequester } from '@/access/namesRequester'
import { hashResetTokenValue } from '@/collections/Users/hooks/hashResetToken'
import { deviceCookie, deviceCookieName, deviceOf } from '@/services/accounts/loginGuard'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The cookie Payload's login sends, with the Users config as it is built for SERVER_URL. */
const sessionCookie = async (serverUrl: string) => {
  vi.stubEnv('SERVER_URL', serverUrl)
  vi.resetModules()
  const { Users } = await import('@/collections/Users')
  const collectionAuthConfig = { tokenExpiration: 3600, ...(Users.auth as object) } as never
  return generatePayloadCookie({ collectionAuthConfig, cookiePrefix: 'payload', token: 'a.b.c' })
}

describe('session cookie', () => {
  it('is Secure when SERVER_URL is https, and SameSite=Lax and HttpOnly always', async () => {
    const https = await sessionCookie('https://yoga.example.org')
    expect(https).toMatch(/; Secure(=true)?(;|$)/)
    expect(https).toContain('; SameSite=Lax')
    expect(https).toContain('; HttpOnly')

    const http = await sessionCookie('http://localhost:3000')
    expect(http).not.toContain('Secure')
    expect(http).toContain('; SameSite=Lax')
  })
})

describe('device cookie', () => {
  const SECRET = 'unit-test-secret'
  const sent = (setCookie: string) => new Headers({ cookie: `other=1; ${setCookie.split(';')[0]}` })

  it('is HttpOnly, SameSite=Lax, Path=/, kept a year, and Secure only when SERVER_URL is https', () => {
    vi.stubEnv('SERVER_URL', 'http://localhost:3000')
    const cookie = deviceCookie('ada', null, SECRET)
    expect(cookie).toMatch(new RegExp(`^${deviceCookieName('ada', SECRET)}=[^;]+; Path=/; Max-Age=31536000; Expires=[^;]+; HttpOnly; SameSite=Lax$`))
    expect(cookie).not.toContain('Secure')
    vi.stubEnv('SERVER_URL', 'https://yoga.example.org')
    expect(deviceCookie('ada', null, SECRET)).toMatch(/; Secure$/)
  })

  it('names the browser for the account it signed in to, and for no other', () => {
    const cookie = deviceCookie('ada', null, SECRET)
    const device = deviceOf(sent(cookie), 'ada', SECRET)
    expect(device).toEqual(expect.any(Number))
    // the same browser keeps its id when the cookie is renewed
    expect(deviceOf(sent(deviceCookie('ada', device, SECRET)), 'ada', SECRET)).toBe(device)
    // another account, another secret, a changed value: no device
    expect(deviceOf(sent(cookie), 'grace', SECRET)).toBeNull()
    expect(deviceOf(sent(cookie.replace(/^[^=]+=/, `${deviceCookieName('grace', SECRET)}=`)), 'grace', SECRET)).toBeNull()
    expect(deviceOf(sent(cookie), 'ada', 'another-secret')).toBeNull()
    expect(deviceOf(sent(cookie.replace(/=(\d)/, (_, digit) => `=${(Number(digit) + 1) % 10}`)), 'ada', SECRET)).toBeNull()
    expect(deviceOf(new Headers(), 'ada', SECRET)).toBeNull()
  })

  it('expires after a year', () => {
    const cookie = deviceCookie('ada', null, SECRET)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 366 * 24 * 60 * 60 * 1000 })
    try {
      expect(deviceOf(sent(cookie), 'ada', SECRET)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('reset tokens', () => {
  it('are stored as their SHA-256', () => {
    const token = 'a'.repeat(40)
    expect(hashResetTokenValue(token)).toBe(`sha256:${createHash('sha256').update(token).digest('hex')}`)
    expect(hashResetTokenValue(hashResetTokenValue(token))).not.toBe(hashResetTokenValue(token))
  })
})

describe('namesRequester', () => {
  const user = { id: 7, collection: 'users' } as never
  it('accepts an id, a populated user or { relationTo, value } naming the requester, and nothing else', () => {
    expect(namesRequester(7, user)).toBe(true)
    expect(namesRequester('7', user)).toBe(true)
    expect(namesRequester({ relationTo: 'users', value: 7 }, user)).toBe(true)
    expect(namesRequester({ relationTo: 'users', value: { id: 7 } }, user)).toBe(true)
    expect(namesRequester({ relationTo: 'users', value: 8 }, user)).toBe(false)
    expect(namesRequester({ relationTo: 'members', value: 7 }, user)).toBe(false)
    expect(namesRequester(undefined, user)).toBe(false)
    expect(namesRequester(7, null)).toBe(false)
  })
})
