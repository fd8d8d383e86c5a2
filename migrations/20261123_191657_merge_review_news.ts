import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the merge of two migrations made side by side
 * (20261123_181536_newsletter_campaign_sending and 20261123_181600_admin_review). Each one's
 * snapshot (.json) knew only its own change; this migration's snapshot holds both, so the next
 * `migrate:create` compares against the schema as it really is.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
