import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this test worker, on the database tests/int/globalSetup.ts prepared. */
export const testPayload = (): Promise<Payload> => getPayload({ config })
