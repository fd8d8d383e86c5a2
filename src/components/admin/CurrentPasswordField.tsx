'use client'

import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { AUTH_TEXT } from '@/schemas/authCopy'

const requireValue = (value: unknown): string | true => (typeof value === 'string' && value !== '' ? true : AUTH_TEXT.currentPasswordRequired)

/**
 * "Current password" on the user form, shown only while a signed-in user changes their own
 * password (once a new one is typed after "Change Password" on their account page); the server checks it
 * (collections/Users/hooks/passwordRules.ts). Hidden when an admin edits someone else.
 */
export function CurrentPasswordField({ path = 'currentPassword' }: TextFieldClientProps) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  // the form holds an empty password field before "Change Password" too: shown once one is typed
  const changingPassword = useFormFields(([fields]) => typeof fields.password?.value === 'string' && fields.password.value !== '')
  const ownAccount = user != null && id != null && String(user.id) === String(id)
  if (!ownAccount || !changingPassword) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ name: path, label: 'Current password', required: true }}
      indexPath=""
      parentPath=""
      parentSchemaPath=""
      path={path}
      schemaPath={path}
      validate={requireValue}
    />
  )
}
