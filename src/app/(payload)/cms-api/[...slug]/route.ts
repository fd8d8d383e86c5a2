/* Payload's generated REST route, each handler behind src/web/cmsApi.ts's checks. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardCmsApi } from '@/web/cmsApi'

export const GET = guardCmsApi(config, REST_GET(config))
export const POST = guardCmsApi(config, REST_POST(config))
export const DELETE = guardCmsApi(config, REST_DELETE(config))
export const PATCH = guardCmsApi(config, REST_PATCH(config))

export const PUT = guardCmsApi(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
