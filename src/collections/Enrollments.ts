import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsOrOwner } from '@/access/adminsOrOwner'
import { nobody } from '@/access/nobody'
import { ENROLLMENT_SOURCE_OPTIONS } from '@/lib/options'

/**
 * A member's access to a course: for life (no expiry), until revoked (a refunded purchase, a
 * deleted account). Written only by the server (src/services/courses/: enrolment.ts,
 * coursePurchases.ts, and memberCourseData.ts when an account is deleted), never through
 * /cms-api: members read their own, admins all.
 */
export const Enrollments: CollectionConfig = {
  slug: 'enrollments',
  labels: { singular: 'Enrollment', plural: 'Enrollments' },
  access: { read: adminsOrOwner, create: nobody, update: nobody, delete: admins },
  admin: {
    defaultColumns: ['user', 'course', 'source', 'grantedAt', 'revokedAt'],
    group: 'Courses',
  },
  defaultSort: '-grantedAt',
  indexes: [{ fields: ['user', 'course'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'source', type: 'select', required: true, options: ENROLLMENT_SOURCE_OPTIONS, index: true },
    {
      name: 'paymentId',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'The Stripe PaymentIntent of a purchase' },
    },
    { name: 'grantedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'revokedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
