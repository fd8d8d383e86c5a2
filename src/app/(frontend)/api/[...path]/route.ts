import { jsonError } from '@/web/http'

/** Any other /api path: a JSON 404 rather than the HTML not-found page. */
const notFound = () => jsonError(404, 'Not found')

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
