import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** PAYLOAD_SECRET when set, else a random one kept in .data/secret (never committed). */
export const resolveSecret = (root: string): string => {
  const configured = process.env.PAYLOAD_SECRET?.trim()
  if (configured) return configured
  const file = path.join(root, '.data', 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
