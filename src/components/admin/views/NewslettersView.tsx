import type { AdminViewServerProps } from 'payload'

import { NewsletterCampaigns } from '@/components/admin/newsletters/NewsletterCampaigns'
import { AdminViewShell } from '@/components/admin/views/AdminViewShell'
import { campaignStats, listCampaigns } from '@/services/community/campaigns'

/**
 * /admin/newsletters: the stats cards, the new-campaign form and the campaign
 * list with its 500-character previews. Admins only (AdminViewShell checks on the server before
 * anything is read); the page is complete from the server, the client island then calls
 * /api/admin/newsletters*.
 */
export function NewslettersView(props: AdminViewServerProps) {
  const { payload } = props.initPageResult.req
  return (
    <AdminViewShell
      {...props}
      view="newsletters"
      heading="Newsletters"
      description="Write a campaign, send yourself a test, then send it to every active subscriber."
    >
      {async () => {
        const [stats, campaigns] = await Promise.all([campaignStats(payload), listCampaigns(payload)])
        return <NewsletterCampaigns initialStats={stats} initialCampaigns={campaigns} />
      }}
    </AdminViewShell>
  )
}
