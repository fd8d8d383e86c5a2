import { describe, expect, it } from 'vitest'

import { clientIp, clientKey, limitFor, parseLimit, rateLimitClient } from '@/services/platform/rateLimit'

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

describe('rateLimitClient: the key a client is counted by', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0042',
      '2001:db8:1:2:3:4:5:6',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::9%25en0',
      '[2001:db8:1:2::7]',
      '[2001:db8:1:2::7]:443',
      ' 2001:db8:1:2:0:0:0:8 ',
      '2001:db8:1:2::192.0.2.1',
    ]) {
      expect(rateLimitClient(address), address).toBe(key)
    }
  })

  it('keeps different /64s apart, and expands :: wherever it stands', () => {
    expect(rateLimitClient('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitClient('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitClient('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64')
    expect(rateLimitClient('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64')
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitClient('::')).toBe('0:0:0:0::/64')
    expect(rateLimitClient('fe80::1%en0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitClient('1:2:3:4:5:6:7::')).toBe('1:2:3:4::/64')
  })

  it('keeps IPv4 per address, also IPv4-mapped IPv6 and with a port', () => {
    expect(rateLimitClient('192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitClient('192.0.2.1:8080')).toBe('192.0.2.1')
    expect(rateLimitClient('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitClient('::FFFF:192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitClient('::ffff:c000:0201')).toBe('192.0.2.1')
    expect(rateLimitClient('0:0:0:0:0:ffff:192.0.2.2')).toBe('192.0.2.2')
    expect(rateLimitClient('[::ffff:192.0.2.3]:443')).toBe('192.0.2.3')
    expect(rateLimitClient('192.0.2.2')).not.toBe(rateLimitClient('192.0.2.1'))
  })

  it('leaves anything else as it is, bounded in length', () => {
    expect(rateLimitClient('unknown')).toBe('unknown')
    expect(rateLimitClient('2001:db8:::1')).toBe('2001:db8:::1')
    expect(rateLimitClient('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9')
    expect(rateLimitClient('x'.repeat(3000))).toMatch(/^sha256:[0-9a-f]{64}$/)
  })

  it('clientKey() is the key of the address clientIp() finds', () => {
    const chain = headers({ 'x-forwarded-for': '2001:db8:aa:bb:1:2:3:4' })
    expect(clientKey(chain, { TRUSTED_PROXY: '1' })).toBe('2001:db8:aa:bb::/64')
    const sealed = headers({ 'x-yc-client-ip': '::ffff:203.0.113.9', 'x-yc-client-seal': 's3al' })
    expect(clientKey(sealed, { CLIENT_IP_SEAL: 's3al' })).toBe('203.0.113.9')
  })
})

describe('limits', () => {
  it('reads RATE_LIMIT_<ROUTE> as requests/seconds, with defaults', () => {
    expect(limitFor('newsletter', { RATE_LIMIT_NEWSLETTER: '2/60' })).toEqual({ requests: 2, windowSeconds: 60 })
    expect(limitFor('contact', {})).toEqual({ requests: 5, windowSeconds: 3600 })
    // failed logins: per client, per username and client, per username without a device cookie, per device
    expect(limitFor('login', {})).toEqual({ requests: 40, windowSeconds: 900 })
    expect(limitFor('login_pair', {})).toEqual({ requests: 10, windowSeconds: 900 })
    expect(limitFor('login_username', {})).toEqual({ requests: 20, windowSeconds: 900 })
    expect(limitFor('login_device', {})).toEqual({ requests: 10, windowSeconds: 900 })
    expect(limitFor('login_pair', { RATE_LIMIT_LOGIN_PAIR: '3/60' })).toEqual({ requests: 3, windowSeconds: 60 })
    expect(limitFor('reset_password', {})).toEqual({ requests: 10, windowSeconds: 3600 })
    expect(() => parseLimit('lots')).toThrowError(/requests/)
    expect(() => parseLimit('0/60')).toThrowError()
  })
})
