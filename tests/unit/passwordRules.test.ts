import { describe, expect, it } from 'vitest'

import { isStaffRoles, passwordProblem } from '@/lib/passwordRules'
import { staffPasswordSchema } from '@/schemas/auth'

const STAFF_MIN = 'Staff passwords need at least 12 characters.'
const COMMON = 'This password is too common. Please choose one that is harder to guess.'

describe('password rules by role', () => {
  it('editors and admins are staff; members and no roles are not', () => {
    expect(isStaffRoles(['editor'])).toBe(true)
    expect(isStaffRoles(['member', 'admin'])).toBe(true)
    expect(isStaffRoles(['member'])).toBe(false)
    expect(isStaffRoles(undefined)).toBe(false)
  })

  it('staff: at least 12 characters without the spaces around, not common, not the username', () => {
    expect(passwordProblem('eleven-char', { staff: true })).toBe(STAFF_MIN)
    expect(passwordProblem('  eleven-char  ', { staff: true })).toBe(STAFF_MIN)
    expect(passwordProblem('112233445566', { staff: true })).toBe(COMMON)
    expect(passwordProblem('Administrator', { staff: true })).toBe(COMMON)
    expect(passwordProblem('Ada_Lovelace1', { staff: true, username: 'ada_lovelace1' })).toBe('Your password must not be the same as your username.')
    expect(passwordProblem('twelve-chars', { staff: true })).toBeNull()
    expect(passwordProblem('x'.repeat(201), { staff: true })).toBe('Password must be less than 200 characters')
  })

  it('members: SPEC 6 characters and the common list', () => {
    expect(passwordProblem('abc12', { staff: false })).toBe('Password must be at least 6 characters')
    expect(passwordProblem('namaste', { staff: false })).toBe(COMMON)
    expect(passwordProblem('kx7#qp', { staff: false })).toBeNull()
  })

  it('the create-admin schema answers the first problem', () => {
    expect(staffPasswordSchema('ada').safeParse('short').error?.issues[0]?.message).toBe(STAFF_MIN)
    expect(staffPasswordSchema('ada').safeParse('a-long-password').success).toBe(true)
    expect(staffPasswordSchema('ada').safeParse(42).success).toBe(false)
  })
})
