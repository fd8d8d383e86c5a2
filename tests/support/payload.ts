import config from '@payload-config'
import { getPayload, ValidationError, type Payload } from 'payload'
import { expect } from 'vitest'

/** The Payload instance of this test worker, on the database tests/int/globalSetup.ts prepared. */
export const testPayload = (): Promise<Payload> => getPayload({ config })

/** The field errors ({path, message}) of the ValidationError a save must throw. */
export const fieldErrors = async (save: () => Promise<unknown>) => {
  const error = await save().then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}
