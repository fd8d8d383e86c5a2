import { describe, expect, it } from 'vitest'

import { urlValidate, validate, validateLinkUrl, validateMediaUrl } from '@/fields/url'
import { isSafeUrl, safeHref, URL_MESSAGE, URL_OR_PATH_MESSAGE } from '@/lib/safeUrl'

// What Payload passes a field's validate; `text` reads config and t.
const args = (extra: Record<string, unknown> = {}) =>
  ({ req: { payload: { config: {} }, t: (key: string) => key }, required: false, ...extra }) as never

describe('isSafeUrl', () => {
  it('accepts http, https and mailto in any case', () => {
    for (const url of ['http://example.org', 'https://example.org/a?b=c#d', 'HTTPS://EXAMPLE.ORG', 'mailto:ada@example.org', 'MailTo:ada@example.org'])
      expect(isSafeUrl(url), url).toBe(true)
  })

  it('refuses script and data schemes however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001\u001f javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org',
      'https://exa\tmple.org',
      'http:/example.org',
      'https://',
      'mailto:',
      '//evil.example',
      '/\\evil.example',
      'example.org',
      '',
    ])
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false)
  })

  it('takes a site path only where the field allows one', () => {
    expect(isSafeUrl('/media/pose.webp')).toBe(false)
    expect(isSafeUrl('/media/pose.webp', { allowSitePath: true })).toBe(true)
    expect(isSafeUrl('//evil.example/x', { allowSitePath: true })).toBe(false)
    expect(isSafeUrl('mailto:a@b.org', { allowMailto: false })).toBe(false)
  })

  it('safeHref passes a safe address through, trimmed, and drops any other', () => {
    expect(safeHref('  https://example.org/x ')).toBe('https://example.org/x')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref(null)).toBeUndefined()
    expect(safeHref('/courses/a', { allowSitePath: true })).toBe('/courses/a')
  })
})

describe('Payload field validators', () => {
  it('answer true for a good address and an empty optional one, the message otherwise', () => {
    expect(validate('https://example.org', args())).toBe(true)
    expect(validate('', args())).toBe(true)
    expect(validate(null, args())).toBe(true)
    expect(validate(' JaVaScRiPt:alert(1)', args())).toBe(URL_MESSAGE)
    expect(URL_MESSAGE).toBe('Use an address starting with http://, https:// or mailto:.')
    expect(validateMediaUrl('/media/a.webp', args())).toBe(true)
    expect(validateMediaUrl('data:image/png;base64,AAAA', args())).toBe(URL_OR_PATH_MESSAGE)
    expect(urlValidate()('vbscript:x', args())).toBe(URL_MESSAGE)
  })

  it('keep Payload’s required check', () => {
    expect(validate(undefined, args({ required: true }))).not.toBe(true)
  })

  it('check Lexical link urls, not internal links', () => {
    expect(validateLinkUrl('javascript:alert(1)', args({ siblingData: { linkType: 'custom' } }))).toBe(URL_OR_PATH_MESSAGE)
    expect(validateLinkUrl('https://example.org', args({ siblingData: { linkType: 'custom' } }))).toBe(true)
    expect(validateLinkUrl(undefined, args({ siblingData: { linkType: 'internal' } }))).toBe(true)
  })
})
