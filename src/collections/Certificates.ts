import type { CollectionConfig, FieldAccess } from 'payload'

import { admins } from '@/access/admins'
import { adminsOrOwner } from '@/access/adminsOrOwner'
import { nobody } from '@/access/nobody'
import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'

/** Written only by the server (SQL), never through /cms-api or the admin form. */
const serverOnly: FieldAccess = () => false

/**
 * A certificate of a finished course: one per member and course, verified by anyone at
 * /certificates/{verifyId} (128 random bits). Issued and revoked only by the server, so the
 * record of who earned what cannot be edited through /cms-api; members read their own. An admin
 * revokes one with a reason through the sidebar's 'Revoke certificate…'
 * (POST /api/admin/certificates/{id}/revoke).
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
  // an admin's delete (the SQL writes expire the tag themselves)
  hooks: revalidateOnChange(TAGS.certificates),
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
    {
      name: 'revokedAt',
      label: 'Revoked at',
      type: 'date',
      index: true,
      access: { create: serverOnly, update: serverOnly },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Set when an admin revokes the certificate, or its holder deletes their account.' },
    },
    {
      name: 'revokedReason',
      label: 'Reason for revoking',
      type: 'textarea',
      maxLength: 500,
      access: { create: serverOnly, update: serverOnly },
      admin: { readOnly: true, position: 'sidebar', description: 'Shown to anyone on the public verify page.' },
    },
    {
      name: 'revoke',
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/components/admin/RevokeCertificatePanel#RevokeCertificatePanel' } },
    },
  ],
  timestamps: true,
}
