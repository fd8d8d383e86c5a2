import { jsonError } from '@/web/http'
import { route } from '@/web/route'

/** Any other /api path: a JSON 404 rather than the HTML not-found page. */
const notFound = { handler: () => jsonError(404, 'Not found') }

export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound })
