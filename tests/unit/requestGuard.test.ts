/** The checks server/server.mjs makes before Next sees a request. */
import { describe, expect, it } from 'vitest'

import { guardRequest, unsafeUrlPart } from '../../server/requestGuard.mjs'

const request = (url: string, method = 'GET', headers: Record<string, string> = {}) => ({ url, method, headers })

describe('unsafeUrlPart', () => {
  it.each([
    ['/search?q=%00', 'query'],
    ['/api/search?q=asana%00', 'query'],
    ['/api/events?city=%ED%A0%80', 'query'],
    ['/glossary/%00', 'path'],
    ['/faq/%ed%b0%80', 'path'],
  ])('%s carries a NUL or a surrogate in its %s', (url, part) => {
    expect(unsafeUrlPart(url)).toBe(part)
  })

  it.each(['/search?q=asana', '/search?q=%E0%A4%86%E0%A4%B8%E0%A4%A8', '/search?q=%F0%9F%A7%98', '/glossary/ahimsa', '/?q=100%25'])(
    '%s is fine',
    (url) => {
      expect(unsafeUrlPart(url)).toBeNull()
    },
  )
})

describe('guardRequest', () => {
  it('answers /api and /cms-api with a JSON 400, pages with a text 400', () => {
    const api = guardRequest(request('/api/search?q=%00'))!
    expect(api.status).toBe(400)
    expect(JSON.parse(api.body)).toMatchObject({ error: expect.stringMatching(/not allowed/), details: { part: 'query' } })
    expect(guardRequest(request('/cms-api/glossary-terms?where[slug][equals]=%00'))!.headers['content-type']).toMatch(/json/)
    const page = guardRequest(request('/search?q=%00'))!
    expect(page.status).toBe(400)
    expect(page.headers['content-type']).toMatch(/text\/plain/)
  })

  it('refuses an /api body announced larger than the limit before reading it', () => {
    const refused = guardRequest(request('/api/contact', 'POST', { 'content-length': String(10 * 1024 * 1024) }), { maxBodyBytes: 32768 })!
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body)).toEqual({ error: 'The request body is too large.', details: { maxBytes: 32768 } })
    expect(guardRequest(request('/api/contact', 'POST', { 'content-length': '2000' }), { maxBodyBytes: 32768 })).toBeNull()
  })

  it('gives /cms-api 64 kB of JSON and 10 MB for an upload', () => {
    const json = (length: number) => request('/cms-api/users/login', 'POST', { 'content-length': String(length), 'content-type': 'application/json' })
    const upload = (length: number) => request('/cms-api/media', 'POST', { 'content-length': String(length), 'content-type': 'multipart/form-data; boundary=x' })
    expect(guardRequest(json(64 * 1024))).toBeNull()
    const refused = guardRequest(json(64 * 1024 + 1))!
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body)).toEqual({ error: 'The request body is too large.', details: { maxBytes: 65536 } })
    expect(guardRequest(upload(10 * 1024 * 1024))).toBeNull()
    expect(guardRequest(upload(10 * 1024 * 1024 + 1))!.status).toBe(413)
    // a 50 MB JSON body to the admin's login, announced: refused before it is read
    expect(guardRequest(json(50 * 1024 * 1024))!.status).toBe(413)
  })

  it('lets ordinary requests through', () => {
    expect(guardRequest(request('/'))).toBeNull()
    expect(guardRequest(request('/events?countryCode=US&isFree=true'))).toBeNull()
  })
})
