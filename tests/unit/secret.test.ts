import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { MissingSecretError, resolveSecret } from '@scripts/lib/secret'

const roots: string[] = []
const tempRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'yoga-secret-'))
  roots.push(root)
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('resolveSecret (the launcher behind npm start)', () => {
  it('on a development machine makes a random secret once and keeps it in .data/secret', () => {
    const root = tempRoot()
    const first = resolveSecret(root, {})
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(root, '.data', 'secret'), 'utf8')).toBe(first)
    expect(resolveSecret(root, { NODE_ENV: 'development' })).toBe(first)
  })

  it('uses PAYLOAD_SECRET when it is set, in production too', () => {
    const root = tempRoot()
    expect(resolveSecret(root, { PAYLOAD_SECRET: ' shared-secret ', NODE_ENV: 'production' })).toBe('shared-secret')
    expect(existsSync(path.join(root, '.data', 'secret'))).toBe(false)
  })

  it('in production refuses to make or read a file: every process must share one secret', () => {
    const root = tempRoot()
    expect(() => resolveSecret(root, { NODE_ENV: 'production' })).toThrow(MissingSecretError)
    expect(() => resolveSecret(root, { NODE_ENV: 'production', PAYLOAD_SECRET: '  ' })).toThrow(/PAYLOAD_SECRET is not set/)
    expect(existsSync(path.join(root, '.data', 'secret'))).toBe(false)
    // a file left from development does not count either
    resolveSecret(root, {})
    expect(() => resolveSecret(root, { NODE_ENV: 'production' })).toThrow(MissingSecretError)
  })
})
