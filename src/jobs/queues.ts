/** Queue names shared by the services that queue jobs and the scheduler that runs them. */
export const DONATIONS_QUEUE = 'donations'

/** AI generation and video curation (issue 16): one job at a time (see src/services/generation.ts) */
export const GENERATION_QUEUE = 'generation'
