import type { CollectionConfig } from 'payload'

import { editors } from '@/access/editors'
import { publishedOrEditors } from '@/access/publishedOrEditors'

/**
 * Access of the published content collections (glossary, FAQs, poses, events): anyone reads
 * what is published, editors and admins read drafts and write. Drafts and history live in
 * versions, so readVersions is editors only too (Payload's default is any signed-in user).
 */
export const publishedContentAccess: NonNullable<CollectionConfig['access']> = {
  read: publishedOrEditors,
  readVersions: editors,
  create: editors,
  update: editors,
  delete: editors,
}
