/**
 * Refused requests, answered and logged as what they are. A request Payload let through whose value the database then refused (SQLSTATE class 22 or
 * 54000: `where[id][in]=a`, a count far out of range, a key too long for its index) is the
 * request's fault: Payload's REST API answers it 400 instead of 500, and its log gets one line
 * instead of the query, its parameters and two stacks (~9 kB). Every other error is logged as
 * before, stack and all.
 */
import type { AfterErrorHook } from 'payload'
import type { LogFn, LoggerOptions } from 'pino'

import { INVALID_VALUE_MESSAGE, refusedValueCode } from '@/services/platform/database'

export const answerRefusedValues: AfterErrorHook = ({ error }) => {
  const code = refusedValueCode(error)
  if (!code) return
  return { response: { error: INVALID_VALUE_MESSAGE, errors: [{ message: INVALID_VALUE_MESSAGE, data: { code } }] }, status: 400 }
}

/**
 * pino's logMethod hook: a refused request is one info line, not an error with its stack. That
 * is an error the database refused for its value, or any error carrying a 4xx status (Payload's
 * APIError of a hook or an endpoint: an invalid reset token, a missing username); Payload
 * already logs its own ValidationError, Forbidden and NotFound as one line.
 */
export const shortenRefusedValues: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (this, args, method: LogFn) {
  const [first] = args as unknown[]
  const error = first && typeof first === 'object' && 'err' in first ? (first as { err: unknown }).err : first instanceof Error ? first : undefined
  if (error && typeof error === 'object') {
    const code = refusedValueCode(error)
    if (code) return this.info(`Refused (${code}): ${INVALID_VALUE_MESSAGE}`)
    const { status, message } = error as { status?: unknown; message?: unknown }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return this.info(`Refused (${status}): ${typeof message === 'string' ? message.slice(0, 200) : 'the request'}`)
    }
  }
  return method.apply(this, args as Parameters<LogFn>)
}
