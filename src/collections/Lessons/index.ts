import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig, TextField } from 'payload'

import { editors } from '@/access/editors'
import { publishedOrEditors } from '@/access/publishedOrEditors'
import { lessonBodyAccess } from '@/collections/Lessons/bodyAccess'
import { slugify, SLUG_PATTERN } from '@/fields/slug'
import { validateLinkUrl } from '@/fields/url'
import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { draftNeedsTitle } from '@/hooks/draftNeedsTitle'
import { lessonPagePreview } from '@/fields/preview'

/**
 * A lesson of a course. Anyone reads a published lesson's title and outline; its body
 * only an editor, anyone for a preview lesson, or a member enrolled in its course
 * (bodyAccess.ts), so /cms-api gives away nothing the course pages lock.
 */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  labels: { singular: 'Lesson', plural: 'Lessons' },
  access: {
    read: publishedOrEditors,
    readVersions: editors,
    create: editors,
    update: editors,
    delete: editors,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'course', 'order', 'isPreview', '_status'],
    group: 'Courses',
    ...lessonPagePreview,
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(TAGS.courses), beforeValidate: [draftNeedsTitle('title', 'Title')] },
  // A lesson's address is /courses/{course}/{lesson}: its slug is unique within its course.
  indexes: [{ fields: ['course', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
        { name: 'order', type: 'number', required: true, min: 1, index: true, admin: { description: '1 for the first lesson' } },
        { name: 'minutes', type: 'number', required: true, min: 1, max: 600, defaultValue: 10 },
      ],
    },
    { name: 'summary', type: 'textarea', admin: { rows: 2, description: 'One sentence, shown in the lesson list (also when the lesson is locked).' } },
    {
      name: 'isPreview',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Readable by every visitor, before signing up or buying.' },
    },
    {
      name: 'body',
      type: 'richText',
      required: true,
      // Links in a lesson: http(s), mailto or a path on this site, checked whenever a lesson is saved.
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures.filter((feature) => feature.key !== 'link'),
          LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) => (field.name === 'url' && field.type === 'text' ? ({ ...field, validate: validateLinkUrl } as TextField) : field)),
          }),
        ],
      }),
      access: { read: lessonBodyAccess },
    },
    {
      type: 'collapsible',
      label: 'Linked content',
      fields: [
        { name: 'poses', type: 'relationship', relationTo: 'poses', hasMany: true },
        { name: 'glossaryTerms', type: 'relationship', relationTo: 'glossary-terms', hasMany: true },
        { name: 'faqs', type: 'relationship', relationTo: 'faqs', hasMany: true },
        { name: 'videos', type: 'relationship', relationTo: 'videos', hasMany: true },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Part of the lesson address, unique within its course. Left empty, it is made from the title.' },
      hooks: {
        beforeValidate: [
          ({ value, data, originalDoc }) => {
            if (typeof value === 'string' && value.trim()) return slugify(value)
            const title = data?.title ?? originalDoc?.title
            return typeof title === 'string' ? slugify(title) : value
          },
        ],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Use lowercase letters, digits and single hyphens.',
    },
  ],
  timestamps: true,
}
