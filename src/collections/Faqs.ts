import type { CollectionConfig } from 'payload'

import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { publishedContentAccess } from '@/access/publishedContent'
import { stringList, textList } from '@/fields/lists'
import { mediaImageFields } from '@/fields/media'
import { regenerateField } from '@/fields/regenerate'
import { slugField } from '@/fields/slug'
import { validateMediaUrl } from '@/fields/url'
import { draftNeedsTitle } from '@/hooks/draftNeedsTitle'
import { imageFromMedia } from '@/hooks/imageFromMedia'
import { slugPagePreview } from '@/fields/preview'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  access: publishedContentAccess,
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'shortAnswer', '_status', 'updatedAt'],
    group: 'Content',
    ...slugPagePreview('/faq'),
  },
  defaultSort: 'question',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(TAGS.faq), beforeValidate: [draftNeedsTitle('question', 'Question'), imageFromMedia] },
  fields: [
    regenerateField,
    { name: 'question', type: 'text', required: true },
    { name: 'shortAnswer', type: 'textarea', required: true, admin: { rows: 2 } },
    { name: 'longAnswer', type: 'textarea', admin: { rows: 10 } },
    textList('tips'),
    stringList('tags'),
    ...mediaImageFields(),
    { name: 'narrationUrl', type: 'text', validate: validateMediaUrl, admin: { position: 'sidebar' } },
    slugField('question'),
  ],
}
