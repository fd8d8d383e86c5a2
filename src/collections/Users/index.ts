import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsFieldAccess } from '@/access/adminsFieldAccess'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { editorsAdminAccess } from '@/access/editorsAdminAccess'
import { firstUserIsAdmin } from '@/collections/Users/hooks/firstUserIsAdmin'

export const USER_ROLES = ['admin', 'editor', 'member'] as const

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: editorsAdminAccess,
    read: adminsOrSelf,
    // Accounts are created by /api/auth/register (as members) or by an admin.
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    // Clearing a lockout is an admin's call (Payload's default lets any signed-in user do it).
    unlock: admins,
  },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'email', 'roles', 'createdAt'],
    group: 'Accounts',
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['member'],
      saveToJWT: true,
      index: true,
      admin: {
        // Hidden on the first-user screen: that account always becomes an admin.
        condition: (_data, _siblingData, { user }) => Boolean(user),
        description: 'Admins manage everything; editors curate content; members are visitor accounts.',
      },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Member', value: 'member' },
      ],
      access: {
        // Only an admin sets or changes roles; everyone else gets the default, member.
        create: adminsFieldAccess,
        update: adminsFieldAccess,
      },
    },
  ],
  timestamps: true,
}
