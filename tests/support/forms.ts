/** Posting to the /api form handlers in-process, each test from its own client address. */
import { call, type JsonResponse } from '@tests/support/routes'

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response> | Response

// What server/server.mjs does for a real server: seal the client address it passes on.
process.env.CLIENT_IP_SEAL ??= 'integration-test-seal'

let counter = 0
/** A client address no other test uses, so rate limits of one test never reach another. */
export const freshIp = () => `198.51.100.${++counter % 250}:${process.pid}:${Date.now()}`

export const postJson = (handler: Handler, path: string, body: unknown, ip = freshIp(), headers: Record<string, string> = {}): Promise<JsonResponse> =>
  call(handler, path, {}, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-yc-client-ip': ip,
      'x-yc-client-seal': process.env.CLIENT_IP_SEAL!,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.org`
