/** Queue names shared by the services that queue jobs and the scheduler that runs them. */
export const DONATIONS_QUEUE = 'donations'

/** AI generation and video curation (issue 16): one job at a time (see src/services/ai/generation.ts) */
export const GENERATION_QUEUE = 'generation'

/** Newsletter campaigns (issue 17): one sending job at a time, at NEWSLETTER_SEND_RATE_PER_MINUTE */
export const NEWSLETTER_QUEUE = 'newsletter'

/** Nightly upkeep (issue 17): no jobs of its own, only the retention sweep (src/services/platform/retention.ts) */
export const MAINTENANCE_QUEUE = 'maintenance'
