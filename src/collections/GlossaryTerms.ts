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

export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: { singular: 'Glossary term', plural: 'Glossary terms' },
  access: publishedContentAccess,
  admin: {
    useAsTitle: 'term',
    defaultColumns: ['term', 'transliteration', 'shortDef', '_status', 'updatedAt'],
    group: 'Content',
    ...slugPagePreview('/glossary'),
  },
  defaultSort: 'term',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(TAGS.glossary), beforeValidate: [draftNeedsTitle('term', 'Term'), imageFromMedia] },
  fields: [
    regenerateField,
    { name: 'term', type: 'text', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'sanskrit', type: 'text', admin: { description: 'Devanagari' } },
        { name: 'transliteration', type: 'text', admin: { description: 'IAST' } },
        {
          name: 'pronunciation',
          type: 'text',
          admin: { description: 'Plain respelling, e.g. AH-sah-nah' },
        },
      ],
    },
    { name: 'shortDef', type: 'textarea', required: true, admin: { rows: 2 } },
    { name: 'longDef', type: 'textarea', admin: { rows: 6 } },
    { name: 'literalMeaning', type: 'text' },
    textList('examples'),
    stringList('related', { admin: { description: 'Slugs of related glossary terms' } }),
    stringList('tags'),
    ...mediaImageFields(),
    { name: 'audioUrl', type: 'text', validate: validateMediaUrl, admin: { position: 'sidebar' } },
    slugField('term'),
  ],
}
