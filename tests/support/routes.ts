/** Calls Next route handlers in-process, the way Next would, and reads their JSON. */
type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response> | Response

export type JsonResponse<T = any> = { status: number; headers: Headers; body: T }

export const call = async <P extends object, T = any>(
  handler: Handler<P>,
  path: string,
  params: P = {} as P,
  init: RequestInit = {},
): Promise<JsonResponse<T>> => {
  const response = await handler(new Request(`http://localhost${path}`, init), {
    params: Promise.resolve(params),
  })
  const raw = await response.text()
  return { status: response.status, headers: response.headers, body: raw ? JSON.parse(raw) : undefined }
}
