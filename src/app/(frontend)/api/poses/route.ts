import { handle, ok, methodNotAllowed } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listPoses } from '@/services/poses'

export const GET = () => handle(async () => ok({ poses: await listPoses(await getPayloadClient()) }))

const notAllowed = methodNotAllowed('GET')
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
