import { describe, expect, it } from 'vitest'

import { clientIp, limitFor, parseLimit } from '@/lib/rateLimit'

const headers = (init: Record<string, string>) => new Headers(init)

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless TRUSTED_PROXY says how many proxies append to it', () => {
    const spoofed = headers({ 'x-forwarded-for': '6.6.6.6', 'x-yc-client-ip': '10.0.0.7', 'x-yc-client-seal': 's3al' })
    expect(clientIp(spoofed, { CLIENT_IP_SEAL: 's3al' })).toBe('10.0.0.7')
    expect(clientIp(headers({}), { CLIENT_IP_SEAL: 's3al' })).toBe('unknown')
  })

  it('believes x-yc-client-ip only with the seal of the server that set it', () => {
    const forged = headers({ 'x-yc-client-ip': '10.0.0.7', 'x-yc-client-seal': 'guess' })
    expect(clientIp(forged, { CLIENT_IP_SEAL: 's3al' })).toBe('unknown')
    // a server that sets no seal (next dev, a bare next start) believes no one
    expect(clientIp(headers({ 'x-yc-client-ip': '10.0.0.7' }), {})).toBe('unknown')
  })

  it('behind n trusted proxies takes the n-th address from the right', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' })
    expect(clientIp(chain, { TRUSTED_PROXY: '1' })).toBe('10.0.0.2')
    expect(clientIp(chain, { TRUSTED_PROXY: '2' })).toBe('203.0.113.9')
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.9' }), { TRUSTED_PROXY: '2' })).toBe('203.0.113.9')
  })
})

describe('limits', () => {
  it('reads RATE_LIMIT_<ROUTE> as requests/seconds, with defaults', () => {
    expect(limitFor('newsletter', { RATE_LIMIT_NEWSLETTER: '2/60' })).toEqual({ requests: 2, windowSeconds: 60 })
    expect(limitFor('contact', {})).toEqual({ requests: 5, windowSeconds: 3600 })
    expect(() => parseLimit('lots')).toThrowError(/requests/)
    expect(() => parseLimit('0/60')).toThrowError()
  })
})
