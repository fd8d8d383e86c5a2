/**
 * What a production log must not carry: visitors' e-mail addresses and the tokens of
 * confirmation, unsubscribe and password-reset links. Logs are read by more people and kept
 * longer than the database rows they describe, and a token in a log is a working link.
 */

/**
 * Whether this process keeps addresses and tokens out of its log: everywhere but a development
 * machine (`next dev`: NODE_ENV=development) and the tests (NODE_ENV=test). So `npm start`
 * (NODE_ENV=production) redacts, and so does a process started with no NODE_ENV at all, such as
 * a `payload jobs:run` worker of a deployment, which is where mail is sent.
 */
export const redactsLogs = (environment: Record<string, string | undefined> = process.env): boolean =>
  environment.NODE_ENV !== 'development' && environment.NODE_ENV !== 'test'

const EMAIL = /[\w.!#$%&'*+?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi
// token=…, ?token=…, /reset/<token>: the value of any query parameter or path segment named token/reset
const TOKEN = /\b(token|reset(?:-password)?)([=/])[^\s&"'<>]+/gi

/** The text with every e-mail address and link token replaced. */
export const redactText = (text: string): string =>
  text.replace(EMAIL, '[address]').replace(TOKEN, (_, name: string, separator: string) => `${name}${separator}[redacted]`)

/**
 * An error fit for a production log: the same name, message, stack and code with addresses and
 * tokens taken out, and nothing else (a driver's `detail`, a mailer's `rejected` list and a
 * `cause` can hold the addresses themselves).
 */
export const redactError = (error: unknown): Error => {
  const source = error instanceof Error ? error : new Error(String(error))
  const redacted = new Error(redactText(source.message))
  redacted.name = source.name
  redacted.stack = source.stack ? redactText(source.stack) : undefined
  const code = (source as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') Object.assign(redacted, { code })
  return redacted
}

/**
 * Payload's logger in production: pino's redaction of the places where Payload itself logs
 * what we queued. A failed job is logged with the whole job, whose input is an outgoing mail
 * (addressee included); errors thrown by our tasks are redacted where they are thrown.
 */
export const productionLogRedaction = {
  paths: ['job.input', 'job.log', 'job.taskStatus', 'input'],
  censor: '[redacted]',
}
