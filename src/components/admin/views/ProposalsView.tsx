import { diffWords } from 'diff'
import type { AdminViewServerProps } from 'payload'

import { AdminViewShell } from '@/components/admin/views/AdminViewShell'
import { ProposalBoard, type ProposalCard } from '@/components/admin/views/ProposalBoard'
import { analysisConfigured } from '@/services/ai/feedbackAnalysis'
import { listProposals, pendingProposals, type ProposalItem } from '@/services/ai/proposals'
import '@/components/admin/views/review.css'

/**
 * Current and proposed text as word changes, computed here on the server with jsdiff (`diff`):
 * a small, dependency-free, long-maintained library, so the browser gets ready parts and no
 * diff code.
 */
const withDiff = (items: ProposalItem[]): ProposalCard[] =>
  items.map((item) => ({
    ...item,
    diff: diffWords(item.currentValue, item.proposedValue).map((part) => ({ value: part.value, added: Boolean(part.added), removed: Boolean(part.removed) })),
  }))

/**
 * /admin/proposals: the pending AI proposals with approve and reject, the
 * recently applied ones with revert, and 'Run processing'. Admins only.
 */
export function ProposalsView(props: AdminViewServerProps) {
  const payload = props.initPageResult.req.payload
  return (
    <AdminViewShell
      {...props}
      view="proposals"
      heading="AI proposals"
      description="Field-level improvements the AI proposes from 'Needs improvement' feedback. Approving publishes the new text on the page at once; you can revert it."
    >
      {async () => {
        const [{ proposals, requiresReview }, applied] = await Promise.all([pendingProposals(payload), listProposals(payload, 'approved', 10)])
        return <ProposalBoard pending={withDiff(proposals)} requiresReview={requiresReview} applied={withDiff(applied)} analysisConfigured={analysisConfigured()} />
      }}
    </AdminViewShell>
  )
}
