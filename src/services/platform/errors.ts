/** An error a caller can act on: it carries the HTTP status and SPEC's message. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export class NotFoundError extends ServiceError {
  constructor(message: string) {
    super(404, message)
    this.name = 'NotFoundError'
  }
}

/** Too many requests from one client on one route: 429 with Retry-After. */
export class RateLimitedError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(
      429,
      `Too many requests. Please try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`,
      { retryAfterSeconds },
    )
    this.name = 'RateLimitedError'
  }
}
