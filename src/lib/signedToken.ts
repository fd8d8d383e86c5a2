/**
 * Short signed tokens for links that need no login: a numeric id, an optional expiry
 * and an HMAC-SHA256 over both and the token's purpose, so a token made for one purpose (the
 * success page's donation reference) never opens another (a donor's portal).
 *
 *   "<id>.<expiry in base-36 seconds, or empty>.<signature>"
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenCheck = { valid: true; id: number } | { valid: false; reason: 'invalid' | 'expired' }

const signature = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')

export const signToken = (secret: string, purpose: string, id: number, expiresAt?: Date): string => {
  const body = `${id}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000).toString(36) : ''}`
  return `${body}.${signature(secret, purpose, body)}`
}

export const readToken = (secret: string, purpose: string, token: string | null | undefined, now = Date.now()): TokenCheck => {
  const match = /^(\d{1,12})\.([0-9a-z]{0,10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return { valid: false, reason: 'invalid' }
  const [, id, expiry, given] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signature(secret, purpose, `${id}.${expiry}`))
  if (!timingSafeEqual(expected, Buffer.from(given))) return { valid: false, reason: 'invalid' }
  if (expiry && Number.parseInt(expiry, 36) * 1000 < now) return { valid: false, reason: 'expired' }
  return { valid: true, id: Number(id) }
}
