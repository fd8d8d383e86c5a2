import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsOrOwner } from '@/access/adminsOrOwner'
import { nobody } from '@/access/nobody'

/**
 * A certificate of a finished course: one per member and course, verified by anyone at
 * /certificates/{verifyId} (128 random bits). Issued and revoked only by the server, so the
 * record of who earned what cannot be edited through /cms-api; members read their own.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  access: { read: adminsOrOwner, create: nobody, update: nobody, delete: admins },
  admin: {
    useAsTitle: 'verifyId',
    defaultColumns: ['nameShown', 'course', 'issuedAt', 'revokedAt', 'verifyId'],
    group: 'Courses',
  },
  defaultSort: '-issuedAt',
  indexes: [{ fields: ['user', 'course'], unique: true }],
  fields: [
    // Kept (without its user) when an account is deleted: the certificate then shows as revoked.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    {
      name: 'verifyId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: '128 random bits as 32 hex digits: the public address /certificates/{verifyId}' },
    },
    { name: 'nameShown', type: 'text', required: true },
    { name: 'issuedAt', type: 'date', required: true, index: true },
    { name: 'revokedAt', type: 'date', index: true },
  ],
  timestamps: true,
}
