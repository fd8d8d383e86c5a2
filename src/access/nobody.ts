import type { Access } from 'payload'

/** Closed to every request through the APIs; server code uses overrideAccess. */
export const nobody: Access = () => false
