import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsFieldAccess } from '@/access/adminsFieldAccess'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { adminsOrStaffSelf } from '@/access/adminsOrStaffSelf'
import { editorsAdminAccess } from '@/access/editorsAdminAccess'
import { answerAuthErrors } from '@/collections/Users/hooks/answerAuthErrors'
import { eraseCourseData } from '@/collections/Users/hooks/eraseCourseData'
import { equalLoginTime } from '@/collections/Users/hooks/equalLoginTime'
import { firstUserIsAdmin } from '@/collections/Users/hooks/firstUserIsAdmin'
import { lookUpResetTokenHashed, storeResetTokenHashed } from '@/collections/Users/hooks/hashResetToken'
import { countFailedResets, limitPasswordRequests, rememberDevice } from '@/collections/Users/hooks/limitPasswordRequests'
import { forgotPasswordEndpoint } from '@/collections/Users/endpoints/forgotPassword'
import { checkPasswordRules, checkResetPassword, CURRENT_PASSWORD_FIELD } from '@/collections/Users/hooks/passwordRules'
import { env } from '@/lib/env'

export const USER_ROLES = ['admin', 'editor', 'member'] as const

export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: editorsAdminAccess,
    read: adminsOrSelf,
    // Accounts are created by /api/auth/register (as members) or by an admin; members delete
    // their own on /account (DELETE /api/account).
    create: admins,
    // Members change their password on /account (the current one first, the site's rules).
    update: adminsOrStaffSelf,
    delete: admins,
    // There is no lockout (see auth below); the endpoint stays, and stays an admin's call.
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
    // No account lockout: with one, anyone who knows a username locks its owner out with a few
    // wrong passwords. Rate limits that no stranger can aim at a user take its place
    // (hooks/limitPasswordRequests.ts, src/services/accounts/loginGuard.ts).
    maxLoginAttempts: 0,
    // Reset links work for 30 minutes (default an hour); the token is stored hashed.
    // minRequestInterval 0: Payload's own 15 s guard reserves the user with an update outside
    // the request's open transaction, a second pooled connection per request, which froze the
    // pool under a burst (tests/int/adminLogin.test.ts). Our own endpoint
    // (endpoints/forgotPassword.ts) and its limits replace Payload's.
    forgotPassword: { expiration: 30 * 60 * 1000, minRequestInterval: 0 },
    // The session cookie (HttpOnly and Path=/ from Payload) is Secure, sent over HTTPS only,
    // when SERVER_URL is https; SameSite=Lax keeps it off cross-site subrequests and posts.
    cookies: { secure: /^https:\/\//i.test(env.serverUrl), sameSite: 'Lax' },
  },
  // Forgot-password queues its mail and does the same work for unknown usernames.
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [limitPasswordRequests, equalLoginTime, lookUpResetTokenHashed, checkResetPassword],
    // checkPasswordRules after firstUserIsAdmin: the first user is held to the staff rule.
    beforeChange: [firstUserIsAdmin, checkPasswordRules, storeResetTokenHashed],
    afterLogin: [rememberDevice],
    beforeDelete: [eraseCourseData],
    afterError: [countFailedResets, answerAuthErrors],
  },
  fields: [
    {
      // Asked when a signed-in user changes their own password in the admin (account page);
      // checked and dropped by checkPasswordRules, never stored (virtual: no column).
      name: CURRENT_PASSWORD_FIELD,
      type: 'text',
      virtual: true,
      label: 'Current password',
      admin: {
        readOnly: false,
        disableListColumn: true,
        disableListFilter: true,
        disableBulkEdit: true,
        components: { Field: '/components/admin/CurrentPasswordField#CurrentPasswordField' },
      },
    },
    {
      name: 'displayName',
      type: 'text',
      label: 'Name on certificates',
      maxLength: 80,
      admin: { description: 'Shown on course certificates instead of the username (members set it on /account).' },
    },
    {
      // A member's new address waits here until the link mailed to it is opened
      // (src/services/accounts/memberEmail.ts); only then does it become `email`, the address
      // reset links and course receipts go to. Server code writes these three fields.
      name: 'pendingEmail',
      type: 'email',
      label: 'E-mail waiting for confirmation',
      access: { create: adminsFieldAccess, update: adminsFieldAccess },
      admin: { readOnly: true, description: 'Becomes the account\'s e-mail once its owner opens the link mailed to it.' },
    },
    {
      // SHA-256 of the confirmation link's token: never readable through any API.
      name: 'emailTokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'emailTokenExpiresAt',
      type: 'date',
      admin: { hidden: true },
      access: { read: () => false, create: () => false, update: () => false },
    },
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
