/**
 * Whether the page being rendered is an editor's draft preview: Next's draft mode is on for this
 * browser (GET /api/preview turned it on) and its session is still an editor's or an admin's.
 * Checked on every render, so a draft-mode cookie that outlives its session (signed out, role
 * taken away, copied) shows only what visitors see. Outside draft mode it reads no request data,
 * and a cached (ISR) page stays cached: Next renders a draft-mode request afresh, never from or
 * into its page cache, and answers it `private, no-store`.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { draftMode } from 'next/headers'
import { cache } from 'react'

import { checkRole } from '@/access/checkRole'
import { viewer } from '@/web/viewer'

export const previewing = cache(async (): Promise<boolean> => {
  // outside a Next server (scripts, tests calling services) and while building: never
  if (!process.env.NEXT_RUNTIME || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return false
  if (!(await draftMode()).isEnabled) return false
  return checkRole(['admin', 'editor'], await viewer())
})
