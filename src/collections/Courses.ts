import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access/publishedContent'
import { slugField } from '@/fields/slug'
import { COURSE_LEVEL_OPTIONS } from '@/lib/options'
import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { draftNeedsTitle } from '@/hooks/draftNeedsTitle'

/** A course that members enrolled in or earned a certificate of stays: unpublish it instead. */
const keepCoursesWithMembers: CollectionBeforeDeleteHook = async ({ req, id }) => {
  for (const collection of ['enrollments', 'certificates'] as const) {
    const { totalDocs } = await req.payload.count({ collection, where: { course: { equals: id } }, overrideAccess: true, req })
    if (totalDocs > 0) throw new APIError('Members are enrolled in this course or hold its certificate: unpublish it instead of deleting it.', 409, undefined, true)
  }
}

/** A course: its lessons point to it. Editors and admins write; anyone reads what is published. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: 'Course', plural: 'Courses' },
  access: publishedContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'level', 'priceUsd', '_status', 'updatedAt'],
    group: 'Courses',
    // Says why paid courses are not offered when Stripe is not set up.
    components: { beforeListTable: ['/components/admin/CoursePurchasesNotice#CoursePurchasesNotice'] },
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { ...revalidateOnChange(TAGS.courses), beforeValidate: [draftNeedsTitle('title', 'Title')], beforeDelete: [keepCoursesWithMembers] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true, admin: { rows: 2, description: 'One or two sentences for the course list.' } },
    { name: 'description', type: 'textarea', admin: { rows: 8, description: 'The overview; paragraphs separated by a blank line.' } },
    {
      type: 'row',
      fields: [
        { name: 'level', type: 'select', required: true, index: true, defaultValue: 'beginner', options: COURSE_LEVEL_OPTIONS },
        {
          name: 'priceUsd',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          max: 10_000,
          index: true,
          admin: {
            description:
              'Whole US dollars; 0 makes the course free. A paid course is sold only when Stripe is set up on the server; until then visitors see its free preview lessons only, with no price.',
          },
        },
        { name: 'order', type: 'number', defaultValue: 0, index: true, admin: { description: 'Place in the course list (lowest first).' } },
      ],
    },
    slugField('title'),
  ],
  timestamps: true,
}
