import { loadPoses } from '@/web/pageData'
import { route } from '@/web/route'

/** From the data cache the pages use (src/web/pageData.ts): expired by tag when an editor saves or a job writes. */
export const { GET, POST, PUT, PATCH, DELETE } = route({ GET: { handler: async () => ({ poses: await loadPoses() }) } })
