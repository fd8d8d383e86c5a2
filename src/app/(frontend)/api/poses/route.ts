import { handle, ok } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { listPoses } from '@/services/poses'

export const GET = () => handle(async () => ok({ poses: await listPoses(await getPayloadClient()) }))
