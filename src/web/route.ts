/**
 * The one way a route file under src/app declares its handlers:
 *
 *     export const { GET, POST, PUT, PATCH, DELETE } = route({
 *       POST: { body: 'json', rateLimit: 'contact', schema: contactSchema, handler: async ({ input }) => … },
 *     })
 *
 * Per HTTP method a route declares who may call it, its body, its route params, its rate limit,
 * the zod schema of its body and of its query, its cache header and its handler; `route` answers
 * every method it does not declare with a JSON 405 naming the ones it does (Allow), and maps
 * whatever a step throws to the JSON error `{ error, details? }` (handle in src/web/http.ts).
 *
 * The steps run in this order, each only when declared:
 *  1. `sameOrigin`: refuse a request another site's page sent (403);
 *  2. `access` when `accessFirst`: who may call it, before the body is even read;
 *  3. `body`: 'json' (same origin, JSON only, size, an object; 403/415/413/400) or 'optional'
 *     (the same when a body is sent; none is `{}`);
 *  4. `params`: the route params parsed (a malformed one names nothing: 404);
 *  5. `access`: 'member' (401 for a visitor, with `signInMessage`), 'editor' (editors and
 *     admins; 401 for a visitor, 403 for a member) or 'admin' (401, 403 for everyone else);
 *  6. `rateLimit`: the request counted against its bucket, per client unless `keys` say
 *     otherwise (429 with Retry-After); before the schema, so floods of bad input count too,
 *     unless `afterSchema`;
 *  7. `schema` for the body and `query` for the address's query string (400 with the first
 *     issue's message and the flattened issues as `details`);
 *  8. the handler. It returns a Response, or a value sent as JSON with `status` (200 unless
 *     declared). A 2xx answer gets `cache` as its Cache-Control and `headers`; errors get neither.
 *
 * Whatever a handler needs in another order (a check before the body is read, a limit after a
 * check of its own), it does itself with the helpers of src/web/http.ts.
 */
import { NextResponse } from 'next/server'
import type { ZodType } from 'zod'

import type { User } from '@/payload-types'
import { currentUser, LOGIN_REQUIRED, requireRole } from '@/services/accounts/auth'
import { ServiceError } from '@/services/platform/errors'
import { getPayloadClient } from '@/services/platform/payload'
import { clientKey, enforceRateLimit, type LimitedRoute } from '@/services/platform/rateLimit'
import { poolOf } from '@/services/platform/shared'
import { assertSameOrigin, handle, handleAuth, HTTP_METHODS, methodNotAllowed, readJson, readOptionalJson, type HttpMethod } from '@/web/http'

export type Access = 'public' | 'member' | 'editor' | 'admin'

/** The signed-in user for a route that declares who may call it; nobody (null) for a public one. */
export type CallerOf<A extends Access> = A extends 'public' ? null : User

export type RouteContext<Input, Query, Params, A extends Access> = {
  request: Request
  /** The JSON object body as read (`{}` without `body`), before the schema. */
  body: Record<string, unknown>
  /** The body through `schema` (undefined without one). */
  input: Input
  /** The query string through `query` (undefined without one). */
  query: Query
  /** The route params through `params` (as Next gives them without one). */
  params: Params
  user: CallerOf<A>
}

export type RateLimit<Params> =
  | LimitedRoute
  | {
      bucket: LimitedRoute
      /** The keys counted (default: the client's); the body is the raw one, before the schema. */
      keys?: (context: { request: Request; body: Record<string, unknown>; input: unknown; params: Params }) => string[]
      /** Counted after the schema: only well-formed requests count. */
      afterSchema?: boolean
    }

export type MethodSpec<Input = undefined, Query = undefined, Params = Record<string, string>, A extends Access = 'public'> = {
  /** Who may call it (default 'public'). */
  access?: A
  /** The 401 message for a visitor when `access` is 'member' (default LOGIN_REQUIRED). */
  signInMessage?: string
  /** Who may call it is checked before the body is read. */
  accessFirst?: boolean
  /** Refuses other sites' pages (403) first; implied by `body`. */
  sameOrigin?: boolean
  /** The JSON body: 'json' required, 'optional' (none is `{}`); without it the body is not read. */
  body?: 'json' | 'optional'
  params?: (params: Record<string, string>) => Params | Promise<Params>
  rateLimit?: RateLimit<Params>
  schema?: ZodType<Input>
  /** A zod schema for the query's fields (each given once), or a parser of the whole query. */
  query?: ZodType<Query> | ((search: URLSearchParams) => Query)
  /** Cache-Control of a 2xx answer: one of CACHE. */
  cache?: string
  /** More headers of a 2xx answer. */
  headers?: Record<string, string>
  /** The status of a value the handler returns (default 200). */
  status?: number
  /** 'auth': an error answer also carries `success: false` (the account calls' response shape). */
  errors?: 'auth'
  handler: (context: RouteContext<Input, Query, Params, A>) => Promise<unknown> | unknown
}

type AnySpec = MethodSpec<any, any, any, Access>

/** (Next passes both; a test may call a handler that reads neither with none.) */
export type RouteHandler = ((request?: Request, context?: { params: Promise<object> }) => Promise<Response>) & {
  methodNotAllowed?: true
}

const ROLES = { editor: ['admin', 'editor'], admin: ['admin'] } as const

const authorize = async (spec: AnySpec, request: Request): Promise<User | null> => {
  const access = spec.access ?? 'public'
  if (access === 'public') return null
  const payload = await getPayloadClient()
  if (access === 'member') {
    const user = await currentUser(payload, request.headers)
    if (!user) throw new ServiceError(401, spec.signInMessage ?? LOGIN_REQUIRED)
    return user
  }
  return requireRole(payload, request.headers, [...ROLES[access]])
}

const limit = async (spec: AnySpec, request: Request, body: Record<string, unknown>, input: unknown, params: unknown): Promise<void> => {
  const rule = spec.rateLimit!
  const { bucket, keys } = typeof rule === 'string' ? { bucket: rule, keys: undefined } : rule
  const payload = await getPayloadClient()
  await enforceRateLimit(poolOf(payload), bucket, keys ? keys({ request, body, input, params }) : [clientKey(request.headers)])
}

const afterSchema = (spec: AnySpec): boolean => typeof spec.rateLimit === 'object' && spec.rateLimit.afterSchema === true

/** One method's handler: the declared steps, then the handler, inside the error mapping. */
const methodHandler = (spec: AnySpec) => (given?: Request, context?: { params: Promise<object> }) =>
  (spec.errors === 'auth' ? handleAuth : handle)(async () => {
    const request = given as Request
    if (spec.sameOrigin) assertSameOrigin(request)
    let user = spec.accessFirst ? await authorize(spec, request) : null
    const body = spec.body === 'json' ? await readJson(request) : spec.body === 'optional' ? await readOptionalJson(request) : {}
    const rawParams = ((await context?.params) ?? {}) as Record<string, string>
    const params = spec.params ? await spec.params(rawParams) : rawParams
    if (!spec.accessFirst) user = await authorize(spec, request)
    if (spec.rateLimit && !afterSchema(spec)) await limit(spec, request, body, undefined, params)
    const input = spec.schema ? spec.schema.parse(body) : undefined
    if (spec.rateLimit && afterSchema(spec)) await limit(spec, request, body, input, params)
    const search = spec.query ? new URL(request.url).searchParams : null
    const query = !spec.query ? undefined : typeof spec.query === 'function' ? spec.query(search!) : spec.query.parse(Object.fromEntries(search!))
    const result = await spec.handler({ request, body, input, query, params, user })
    const response = result instanceof Response ? result : NextResponse.json(result, { status: spec.status ?? 200 })
    if (response.ok) {
      for (const [name, value] of Object.entries(spec.headers ?? {})) response.headers.set(name, value)
      if (spec.cache) response.headers.set('Cache-Control', spec.cache)
    }
    return response
  })

type Declared<GI, GQ, GP, GA extends Access, PI, PQ, PP, PA extends Access, UI, UQ, UP, UA extends Access, AI, AQ, AP, AA extends Access, DI, DQ, DP, DA extends Access> = {
  GET?: MethodSpec<GI, GQ, GP, GA>
  POST?: MethodSpec<PI, PQ, PP, PA>
  PUT?: MethodSpec<UI, UQ, UP, UA>
  PATCH?: MethodSpec<AI, AQ, AP, AA>
  DELETE?: MethodSpec<DI, DQ, DP, DA>
}

/**
 * A route's handlers, one per HTTP method: the declared ones, and a JSON 405 with Allow for the
 * others (Next's own 405 has an empty body). Export all five from the route file.
 */
export const route = <
  GI = undefined, GQ = undefined, GP = Record<string, string>, GA extends Access = 'public',
  PI = undefined, PQ = undefined, PP = Record<string, string>, PA extends Access = 'public',
  UI = undefined, UQ = undefined, UP = Record<string, string>, UA extends Access = 'public',
  AI = undefined, AQ = undefined, AP = Record<string, string>, AA extends Access = 'public',
  DI = undefined, DQ = undefined, DP = Record<string, string>, DA extends Access = 'public',
>(
  declared: Declared<GI, GQ, GP, GA, PI, PQ, PP, PA, UI, UQ, UP, UA, AI, AQ, AP, AA, DI, DQ, DP, DA>,
): Record<HttpMethod, RouteHandler> => {
  const specs = declared as Partial<Record<HttpMethod, AnySpec>>
  const served = HTTP_METHODS.filter((method) => specs[method])
  const notAllowed = methodNotAllowed(...served) as unknown as RouteHandler
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, specs[method] ? methodHandler(specs[method]) : notAllowed])) as Record<HttpMethod, RouteHandler>
}
