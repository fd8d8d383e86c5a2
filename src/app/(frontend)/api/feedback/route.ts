import { feedbackListQuery, feedbackSchema } from '@/schemas/feedback'
import { listFeedback, submitFeedback } from '@/services/community/feedback'
import { getPayloadClient } from '@/services/platform/payload'
import { CACHE } from '@/web/http'
import { route } from '@/web/route'

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /**
   * GET /api/feedback → {feedback: [...], page, totalPages, totalDocs}, newest first, optionally
   * filtered by rating, category, severity and slug (the page path): admins and editors (401
   * visitors, 403 members); `email` only for admins. The admin's feedback view exports its CSV from it.
   */
  GET: {
    access: 'editor',
    query: feedbackListQuery,
    cache: CACHE.privateNoStore,
    // Submitters' e-mail addresses go to admins only; editors get the rest of each record.
    handler: async ({ query, user }) => listFeedback(await getPayloadClient(), query, user),
  },
  /** POST /api/feedback: the 'Improve this page' dialog; anyone may send. */
  POST: {
    body: 'json',
    rateLimit: 'feedback',
    schema: feedbackSchema,
    status: 201,
    handler: async ({ input }) => {
      await submitFeedback(await getPayloadClient(), input)
      return { success: true }
    },
  },
})
