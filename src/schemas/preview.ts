/**
 * The query of GET /api/preview: `path`, the page on this site to preview (e.g. /poses/tree-pose).
 * Only a path on this site (src/lib/returnTo.ts's rule): the preview never sends anyone elsewhere.
 */
import { z } from '@/lib/zod'

import { safeReturnTo } from '@/lib/returnTo'

export const PREVIEW_PATH_MESSAGE = 'Give the page to preview as a path on this site, e.g. /poses/tree-pose.'

const sitePath = z.string({ error: PREVIEW_PATH_MESSAGE }).refine((path) => safeReturnTo(path) === path, PREVIEW_PATH_MESSAGE)

export const previewQuerySchema = z.object({ path: sitePath })

/** Where "exit" goes: the page given when it is on this site, else the home page. */
export const exitPath = (value: string | null): string => (value && sitePath.safeParse(value).success ? value : '/')
