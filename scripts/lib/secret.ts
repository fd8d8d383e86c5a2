import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Production without PAYLOAD_SECRET: the launcher prints the message and exits before anything starts. */
export class MissingSecretError extends Error {
  constructor() {
    super(
      [
        'PAYLOAD_SECRET is not set, and NODE_ENV is production: refusing to start.',
        'Every app process and jobs worker must sign sessions and seal queued mail with the same secret,',
        'so a deployment sets it, e.g. PAYLOAD_SECRET="$(openssl rand -hex 32)" kept in your secret store.',
        'The random .data/secret file that `npm start` makes otherwise is for a development machine only.',
      ].join('\n'),
    )
    this.name = 'MissingSecretError'
  }
}

/**
 * PAYLOAD_SECRET when set. Otherwise, on a development machine (NODE_ENV unset or not
 * production), a random one kept in .data/secret (never committed), so `npm install && npm start`
 * needs nothing; in production, a MissingSecretError.
 */
export const resolveSecret = (root: string, environment: Record<string, string | undefined> = process.env): string => {
  const configured = environment.PAYLOAD_SECRET?.trim()
  if (configured) return configured
  if (environment.NODE_ENV === 'production') throw new MissingSecretError()
  const file = path.join(root, '.data', 'secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
