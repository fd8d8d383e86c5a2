import { describe, expect, it } from 'vitest'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import {
  nginxSecurityHeaderDirectives,
  PROXY_SET_HEADERS,
  proxySetsHeaders,
  contentSecurityPolicy,
  permissionsPolicy,
  securityHeaderRules,
  securityHeaders,
  securityHeadersFor,
} from '@/lib/securityHeaders.mjs'

/** The policy as directive → sources. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )

const asObject = (headers: { key: string; value: string }[]) => Object.fromEntries(headers.map(({ key, value }) => [key, value]))

describe('contentSecurityPolicy', () => {
  const production = directives(contentSecurityPolicy())

  it("closes what an injected page could use: plugins, <base>, foreign form targets, other sites' frames", () => {
    expect(production['object-src']).toEqual(["'none'"])
    expect(production['base-uri']).toEqual(["'self'"])
    expect(production['form-action']).toEqual(["'self'", 'https://checkout.stripe.com'])
    // only the site itself may frame its pages (the admin's Live Preview)
    expect(production['frame-ancestors']).toEqual(["'self'"])
    expect(production['default-src']).toEqual(["'self'"])
  })

  it("lets Next's inline scripts run, but no eval outside development", () => {
    expect(production['script-src']).toContain("'self'")
    expect(production['script-src']).toContain("'unsafe-inline'")
    expect(production['script-src']).not.toContain("'unsafe-eval'")
    const dev = directives(contentSecurityPolicy({ dev: true }))
    expect(dev['script-src']).toContain("'unsafe-eval'")
    expect(dev['connect-src']).toContain('ws:')
    expect(production['connect-src']).not.toContain('ws:')
  })

  it('allows the YouTube embeds, their thumbnails, admin data:/blob: images and Stripe', () => {
    expect(production['frame-src']).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://hooks.stripe.com']),
    )
    expect(production['frame-src']).not.toContain('https://www.youtube.com')
    expect(production['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']))
    expect(production['img-src']).not.toContain('http:')
    expect(production['script-src']).toContain('https://js.stripe.com')
    expect(production['connect-src']).toEqual(["'self'", 'https://api.stripe.com'])
  })

  it("adds the Monaco editor's CDN to the admin's policy only", () => {
    const admin = directives(contentSecurityPolicy({ admin: true }))
    const monaco = admin['script-src'].filter((source) => source.startsWith('https://cdn.jsdelivr.net/'))
    expect(monaco).toEqual([expect.stringMatching(/^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\d.]+\/$/)])
    expect(admin['style-src']).toContain(monaco[0])
    expect(contentSecurityPolicy()).not.toContain('jsdelivr')
    expect(admin['frame-ancestors']).toEqual(["'none'"])
    // Live Preview: the admin frames the site's own pages, the site frames none of its own
    expect(admin['frame-src'][0]).toBe("'self'")
    expect(directives(contentSecurityPolicy())['frame-src']).not.toContain("'self'")
  })
})

describe('permissionsPolicy', () => {
  it('turns off camera, microphone and geolocation and keeps the player features for YouTube frames', () => {
    const policy = permissionsPolicy()
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy).toContain(feature)
    for (const feature of ['fullscreen', 'encrypted-media', 'autoplay', 'picture-in-picture']) {
      expect(policy).toContain(`${feature}=(self "https://www.youtube-nocookie.com")`)
    }
    expect(policy).toContain('payment=(self "https://js.stripe.com")')
  })
})

describe('securityHeaders', () => {
  it('sends every header, and HSTS only when the public address is https', () => {
    const http = asObject(securityHeaders({ serverUrl: 'http://localhost:3000' }))
    expect(http).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
    })
    // the admin is framed by no one
    expect(asObject(securityHeaders({ admin: true }))['X-Frame-Options']).toBe('DENY')
    expect(http['Content-Security-Policy']).toBe(contentSecurityPolicy())
    expect(http['Permissions-Policy']).toBe(permissionsPolicy())
    expect(http).not.toHaveProperty('Strict-Transport-Security')
    expect(asObject(securityHeaders({}))).not.toHaveProperty('Strict-Transport-Security')
    expect(asObject(securityHeaders({ serverUrl: 'not a url' }))).not.toHaveProperty('Strict-Transport-Security')

    const https = asObject(securityHeaders({ serverUrl: 'https://yoga.example.org' }))
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('gives /admin and its pages the admin policy, everything else the site policy', () => {
    const csp = (pathname: string) => asObject(securityHeadersFor(pathname))['Content-Security-Policy']
    for (const pathname of ['/admin', '/admin/login', '/admin/collections/glossary-terms/1']) {
      expect(csp(pathname)).toBe(contentSecurityPolicy({ admin: true }))
    }
    for (const pathname of ['/', '/administrator', '/cms-api/users/me', '/api/health', '/glossary/admin']) {
      expect(csp(pathname)).toBe(contentSecurityPolicy())
    }
  })

  it("as Next rules: all headers on every path, the admin's policy and framing rule over /admin", () => {
    const rules = securityHeaderRules({ serverUrl: 'https://yoga.example.org' })
    expect(rules[0]).toEqual({ source: '/:path*', headers: securityHeaders({ serverUrl: 'https://yoga.example.org' }) })
    expect(rules[1]).toEqual({
      source: '/admin/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    })
  })
})

describe('the page cache adds the fixed headers (SECURITY_HEADERS_BY_PROXY)', () => {
  const on = { SECURITY_HEADERS_BY_PROXY: '1' } as unknown as NodeJS.ProcessEnv

  it('leaves them to the proxy only when the deployment says so and the request came through it, never on an admin page', () => {
    expect(proxySetsHeaders('/faq', '1', on)).toBe(true)
    expect(proxySetsHeaders('/faq', '1', {} as unknown as NodeJS.ProcessEnv)).toBe(false)
    expect(proxySetsHeaders('/faq', undefined, on)).toBe(false)
    expect(proxySetsHeaders('/faq', '0', on)).toBe(false)
    expect(proxySetsHeaders('/faq', ['1', '1'], on)).toBe(false)
    expect(proxySetsHeaders('/admin', '1', on)).toBe(false)
    expect(proxySetsHeaders('/admin/collections/faqs', '1', on)).toBe(false)
    // Payload's REST keeps its own (an uploaded SVG's policy); the shipped nginx does not mark it
    expect(proxySetsHeaders('/cms-api/faqs', '1', on)).toBe(false)
    expect(proxySetsHeaders('/cms-api-faqs', '1', on)).toBe(true)
  })

  it('never leaves HSTS to the proxy: it follows SERVER_URL', () => {
    expect(PROXY_SET_HEADERS).not.toContain('Strict-Transport-Security')
    const names = securityHeaders().map(({ key }) => key)
    for (const name of PROXY_SET_HEADERS) expect(names).toContain(name)
  })

  it("deploy/nginx-security-headers.conf is what securityHeaders.mjs makes (npm run generate:proxy-headers)", () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx-security-headers.conf'), 'utf8')
    expect(file).toBe(nginxSecurityHeaderDirectives())
    // each header: what the app sent is dropped, the site's value added, once
    for (const name of PROXY_SET_HEADERS) {
      expect(file.split('\n').filter((line) => line === `proxy_hide_header ${name};`)).toHaveLength(1)
      expect(file.split('\n').filter((line) => line.startsWith(`add_header ${name} `))).toHaveLength(1)
    }
    expect(file).toContain('add_header X-Frame-Options "SAMEORIGIN" always;')
    expect(file).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy()}" always;`)
    expect(file).toContain(`add_header Permissions-Policy "${permissionsPolicy().replace(/"/g, '\\"')}" always;`)
  })
})
