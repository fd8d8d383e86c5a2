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
