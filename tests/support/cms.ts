/**
 * Payload's own REST API (/cms-api) called in-process with its real handlers, as a client at
 * some address (the sealed client address of tests/support/forms.ts) with an optional session.
 */
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'

import { freshIp } from '@tests/support/forms'

const rest = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }

export type CmsResponse = { status: number; headers: Headers; body: any }

export const cms = async (
  method: keyof typeof rest,
  path: string,
  { token, body, ip = freshIp(), cookie }: { token?: string; body?: unknown; ip?: string; cookie?: string } = {},
): Promise<CmsResponse> => {
  const headers = new Headers({
    'content-type': 'application/json',
    'x-yc-client-ip': ip,
    'x-yc-client-seal': process.env.CLIENT_IP_SEAL!,
  })
  if (token) headers.set('authorization', `JWT ${token}`)
  if (cookie) headers.set('cookie', cookie)
  const request = new Request(`http://localhost/cms-api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await rest[method](request, {
    params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }),
  })
  const raw = await response.text()
  return { status: response.status, headers: response.headers, body: raw ? JSON.parse(raw) : undefined }
}
