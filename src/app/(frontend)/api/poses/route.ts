import { loadPoses } from '@/web/pageData'
import { handle, ok, methodNotAllowed } from '@/web/http'

/** From the data cache the pages use (src/web/pageData.ts): expired by tag when an editor saves or a job writes. */
export const GET = () => handle(async () => ok({ poses: await loadPoses() }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
