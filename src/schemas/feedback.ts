/**
 * The page feedback: a rating from its list (required), text, category and
 * severity from theirs, an optional email (valid if given; '' is accepted), plus what the
 * client adds: url, slug (the page path), userAgent and viewport ("width x height").
 */
import { validEmail, z } from '@/lib/zod'

import { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_RATING_OPTIONS, SEVERITY_OPTIONS } from '@/lib/options'

const enumOf = <V extends string>(options: { value: V }[]) => options.map((option) => option.value) as [V, ...V[]]

export const FEEDBACK_RATINGS = enumOf(FEEDBACK_RATING_OPTIONS)
export const FEEDBACK_CATEGORIES = enumOf(FEEDBACK_CATEGORY_OPTIONS)
export const SEVERITIES = enumOf(SEVERITY_OPTIONS)

export const FEEDBACK_TEXT = {
  title: 'Improve this page',
  emailHelp: "We'll only use this to follow up on your feedback",
  button: 'Send Feedback',
  pending: 'Sending...',
  thanksTitle: 'Thanks!',
  thanksText: "We'll use your notes to self-improve this page.",
  errorTitle: 'Error',
  errorText: 'Failed to submit feedback. Please try again.',
  failure: 'Failed to submit feedback',
  closeAfterMs: 3000,
} as const

export const FEEDBACK_TEXT_MAX = 5000

const optionalEnum = <V extends string>(values: [V, ...V[]], message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: message }).optional())

/** What the person fills in (the dialog's form). */
export const feedbackFormSchema = z.object({
  rating: z.enum(FEEDBACK_RATINGS, { error: 'Please select a rating' }),
  feedbackText: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `Please keep your feedback under ${FEEDBACK_TEXT_MAX} characters`)
    .optional(),
  category: optionalEnum(FEEDBACK_CATEGORIES, `Choose one of: ${FEEDBACK_CATEGORIES.join(', ')}`),
  severity: optionalEnum(SEVERITIES, `Choose one of: ${SEVERITIES.join(', ')}`),
  email: z.union([z.literal(''), validEmail('Please enter a valid email')]).optional(),
})

/** What POST /api/feedback accepts: the form plus the page context the client adds. */
export const feedbackSchema = feedbackFormSchema.extend({
  url: z.string().trim().max(2000).optional(),
  slug: z.string().trim().max(500).optional(),
  userAgent: z.string().trim().max(500).optional(),
  viewport: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d{1,5} ?x ?\d{1,5}$/, 'viewport is "width x height"')
    .optional(),
})

export type FeedbackFormValues = z.input<typeof feedbackFormSchema>
export type FeedbackInput = z.infer<typeof feedbackSchema>

/**
 * The list's query (GET /api/feedback, the admin's /admin/feedback view): page and size, and
 * the filters; an empty value or 'all' clears a filter.
 */
const filterValue = <V extends string>(values: [V, ...V[]]) =>
  z.preprocess((value) => (value === '' || value === 'all' || value === null ? undefined : value), z.enum(values, { error: `Choose one of: ${values.join(', ')}` }).optional())

export const feedbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  rating: filterValue(FEEDBACK_RATINGS),
  category: filterValue(FEEDBACK_CATEGORIES),
  severity: filterValue(SEVERITIES),
  slug: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.string().trim().max(500).optional()),
})
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>
