import type { CollectionConfig } from 'payload'

import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { publishedContentAccess } from '@/access/publishedContent'
import { POSE_CATEGORY_OPTIONS, DIFFICULTY_OPTIONS } from '@/lib/options'
import { stringList, textList } from '@/fields/lists'
import { mediaImageFields } from '@/fields/media'
import { regenerateField } from '@/fields/regenerate'
import { slugField } from '@/fields/slug'
import { validateMediaUrl } from '@/fields/url'
import { draftNeedsTitle } from '@/hooks/draftNeedsTitle'
import { imageFromMedia } from '@/hooks/imageFromMedia'
import { slugPagePreview } from '@/fields/preview'

export const Poses: CollectionConfig = {
  slug: 'poses',
  labels: { singular: 'Pose', plural: 'Poses' },
  access: publishedContentAccess,
  admin: {
    useAsTitle: 'englishName',
    defaultColumns: ['englishName', 'sanskritName', 'category', 'difficulty', '_status'],
    group: 'Content',
    ...slugPagePreview('/poses'),
  },
  defaultSort: 'englishName',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(TAGS.poses), beforeValidate: [draftNeedsTitle('englishName', 'English Name'), imageFromMedia] },
  fields: [
    regenerateField,
    {
      type: 'row',
      fields: [
        { name: 'englishName', type: 'text', required: true, index: true },
        { name: 'sanskritName', type: 'text', admin: { description: 'IAST' } },
        { name: 'transliteration', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: POSE_CATEGORY_OPTIONS,
        },
        {
          name: 'difficulty',
          type: 'select',
          required: true,
          index: true,
          options: DIFFICULTY_OPTIONS,
        },
        {
          name: 'duration',
          type: 'text',
          defaultValue: 'PT1M',
          admin: { description: 'ISO 8601 period, e.g. PT30S or PT1M' },
        },
      ],
    },
    textList('benefits'),
    textList('instructions', {
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { description: 'Ordered steps; step videos refer to them by number (1-based).' },
    }),
    textList('contraindications'),
    textList('tips'),
    stringList('preparatoryPoses', { admin: { description: 'Slugs of poses to do before' } }),
    stringList('followUpPoses', { admin: { description: 'Slugs of poses to do after' } }),
    stringList('tags'),
    ...mediaImageFields(),
    { name: 'audioUrl', type: 'text', validate: validateMediaUrl, admin: { position: 'sidebar' } },
    slugField('englishName'),
  ],
}
