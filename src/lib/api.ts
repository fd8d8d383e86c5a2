/**
 * The client side of the /api contract: JSON requests with credentials, a JSON content type when
 * there is a body, and the generic error every screen falls back to: "<status>: <body text or
 * status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const throwIfNotOk = async (response: Response): Promise<void> => {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new ApiError(response.status, `${response.status}: ${text}`)
}

export const apiRequest = async (method: string, url: string, body?: unknown): Promise<Response> => {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

/** The default data fetch: GET the query key's parts joined by slashes, parsed as JSON. */
export const getQueryFn =
  <T>({ on401 }: { on401: 'returnNull' | 'throw' }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }

/**
 * The text to show for a failed call: the server's JSON `error` when the body carried one
 * (toasts show the server's message), else the fallback for that screen.
 */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (!(error instanceof ApiError)) return fallback
  const body = error.message.slice(error.message.indexOf(': ') + 2)
  try {
    const parsed = JSON.parse(body) as { error?: unknown }
    if (typeof parsed.error === 'string' && parsed.error.trim()) return parsed.error
  } catch {
    // not JSON: fall through
  }
  return fallback
}
