/**
 * A new newsletter campaign: subject and content both non-blank after trimming, else
 * the form shows 'Validation error' / 'Subject and content are required' and POST
 * /api/admin/newsletters answers 400 with the same message. The form and the handler share these.
 */
import { z } from '@/lib/zod'

export const CAMPAIGN_TEXT = {
  validationTitle: 'Validation error',
  required: 'Subject and content are required',
  created: 'Campaign created: saved as a draft',
  createFailed: 'Failed to create campaign',
  sentTitle: 'Campaign sent!',
  sendFailed: 'Failed to send campaign',
} as const

export const MAX_SUBJECT_LENGTH = 200
/** The whole request must fit the /api body limit (32 kB by default). */
export const MAX_CONTENT_LENGTH = 30_000
/** The list shows at most this much of a campaign's content. */
export const PREVIEW_LENGTH = 500

export const campaignSchema = z
  .object({
    subject: z.string({ error: CAMPAIGN_TEXT.required }).trim().max(MAX_SUBJECT_LENGTH, `Please keep the subject under ${MAX_SUBJECT_LENGTH} characters.`),
    content: z.string({ error: CAMPAIGN_TEXT.required }).trim().max(MAX_CONTENT_LENGTH, `Please keep the content under ${MAX_CONTENT_LENGTH} characters.`),
    status: z.literal('draft', { error: 'A new campaign is saved as a draft (status: "draft").' }).default('draft'),
  })
  .superRefine((value, context) => {
    if (!value.subject || !value.content) {
      context.addIssue({ code: 'custom', message: CAMPAIGN_TEXT.required, path: [value.subject ? 'content' : 'subject'] })
    }
  })

export type CampaignInput = z.infer<typeof campaignSchema>
