/** Queue names shared by the services that queue jobs and the scheduler that runs them. */
export const DONATIONS_QUEUE = 'donations'
