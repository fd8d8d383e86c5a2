import { createHash } from 'node:crypto'

import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { namesRequester } from '@/access/namesRequester'
import { hashResetTokenValue } from '@/collections/Users/hooks/hashResetToken'
import { usernameLoginLimit } from '@/services/loginGuard'

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

describe('login limits', () => {
  it('per username: twice the per-address count, within a minute at most', () => {
    expect(usernameLoginLimit({ requests: 10, windowSeconds: 900 })).toEqual({ requests: 20, windowSeconds: 60 })
    expect(usernameLoginLimit({ requests: 3, windowSeconds: 30 })).toEqual({ requests: 6, windowSeconds: 30 })
    // the default RATE_LIMIT_LOGIN (10 per 15 minutes)
    vi.stubEnv('RATE_LIMIT_LOGIN', '')
    expect(usernameLoginLimit()).toEqual({ requests: 20, windowSeconds: 60 })
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
