import { describe, expect, it } from 'vitest'

import { DEFAULT_RETURN_TO, safeReturnTo, withReturnTo } from '@/lib/returnTo'

describe('returnTo (SPEC §2: after login or registration)', () => {
  it.each(['/account', '/glossary/asana', '/search?q=warrior%20pose', '/faq#tips', '/courses/foundations/breathing'])(
    'honours a path on this site: %s',
    (path) => expect(safeReturnTo(path)).toBe(path),
  )

  it.each([
    ['another host', '//evil.com'],
    ['another host with a path', '//evil.com/account'],
    ['a backslash host', '/\\evil.com'],
    ['a backslash anywhere', '/account\\..\\evil'],
    ['a scheme', 'https://evil.com'],
    ['a scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(document.cookie)'],
    ['javascript after a slash-less space', ' javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['percent-encoded slashes (never decoded into a path)', '%2F%2Fevil.com'],
    ['encoded slashes after the first', '/%2F%2Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['dot segments that make a host', '/..//evil.com'],
    ['a tab', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a carriage return', '/\r/evil.com'],
    ['a NUL', '/account\u0000'],
    ['a leading space', ' /account'],
    ['a relative path', 'account'],
    ['an empty string', ''],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO)
  })

  it('defaults to /foundations for anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['/account'], { path: '/account' }]) expect(safeReturnTo(value)).toBe('/foundations')
  })

  it('links between /login and /register carry the destination, encoded', () => {
    expect(withReturnTo('/register', '/account')).toBe('/register?returnTo=%2Faccount')
    expect(withReturnTo('/login', '/search?q=a&b=c')).toBe('/login?returnTo=%2Fsearch%3Fq%3Da%26b%3Dc')
    expect(withReturnTo('/login', DEFAULT_RETURN_TO)).toBe('/login')
  })
})
