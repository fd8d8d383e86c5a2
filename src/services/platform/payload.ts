import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The shared Payload instance of this process (Payload caches it after the first call). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
