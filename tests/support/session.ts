/** Signing in through /api/auth in-process, and calling the account routes with that session. */
import { GET as user } from '@/app/(frontend)/api/auth/user/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { freshIp, postJson } from '@tests/support/forms'
import { call, type JsonResponse } from '@tests/support/routes'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response> | Response

export const PASSWORD = 'quiet-river-stone-42'

let counter = 0
/** A username no other test uses (letters, digits, underscores; at most 20 characters). */
export const uniqueUsername = (prefix: string) => `${prefix.slice(0, 8)}_${process.pid % 1000}${Date.now() % 100000}${++counter}`.slice(0, 20)

/** "payload-token=…" from a Set-Cookie header, as a browser sends it back. */
export const cookieOf = (response: JsonResponse): string => {
  const header = response.headers.get('set-cookie') ?? ''
  const match = /^(payload-token=[^;]*)/.exec(header)
  if (!match) throw new Error(`No session cookie in "${header}"`)
  return match[1]!
}

/** A new member, signed in: its username and the cookie its browser holds. */
export const registerMember = async (prefix = 'member', password = PASSWORD) => {
  const username = uniqueUsername(prefix)
  const response = await postJson(register, '/api/auth/register', { username, password })
  if (response.status !== 201) throw new Error(`register ${response.status}: ${JSON.stringify(response.body)}`)
  return { username: username.toLowerCase(), cookie: cookieOf(response) }
}

/**
 * A request as that browser: its cookie, its address, and the Sec-Fetch-Site a browser sends
 * (Payload reads the session cookie only from this site's own requests).
 */
export const asBrowser = (
  handler: Handler,
  path: string,
  { cookie, method = 'GET', body, ip = freshIp(), params = {} }: { cookie?: string; method?: string; body?: unknown; ip?: string; params?: object } = {},
): Promise<JsonResponse> => {
  const headers: Record<string, string> = {
    'x-yc-client-ip': ip,
    'x-yc-client-seal': process.env.CLIENT_IP_SEAL!,
    'sec-fetch-site': 'same-origin',
  }
  if (cookie) headers.cookie = cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return call(handler, path, params, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

/** Who GET /api/auth/user says the cookie belongs to (null: logged out). */
export const whoIs = async (cookie?: string): Promise<string | null> => {
  const response = await asBrowser(user, '/api/auth/user', { cookie })
  return response.body.user?.username ?? null
}
