'use client'

/**
 * The visitor's session: unknown until GET /api/auth/user answers; a null user or any failure
 * of that query means logged out (no retry). Login and registration set the user; logout
 * clears it. Every component reads it through one react-query key, so the header, the forms
 * and /account agree.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiRequest, ApiError, errorMessage } from '@/lib/api'
import type { AuthResponse, SessionUser } from '@/schemas/auth'

export const SESSION_KEY = ['/api/auth/user'] as const

export type SessionState = { status: 'unknown' } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out' }

export const useSession = (): SessionState => {
  const query = useQuery<AuthResponse>({ queryKey: SESSION_KEY, retry: false })
  if (query.isPending) return { status: 'unknown' }
  const user = query.data?.user
  return user ? { status: 'signed-in', user } : { status: 'signed-out' }
}

/**
 * POST to an auth call: the answer must carry success true, otherwise the call failed
 * with the server's error text, or `fallback` when there is none.
 */
export const authRequest = async (url: string, fallback: string, body?: unknown): Promise<AuthResponse> => {
  const response = await apiRequest('POST', url, body)
  const data = (await response.json().catch(() => ({}))) as Partial<AuthResponse>
  if (data.success !== true) throw new Error(typeof data.error === 'string' && data.error ? data.error : fallback)
  return data as AuthResponse
}

/** The text a failure toast shows: the server's error, else `fallback`. */
export const failureText = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return errorMessage(error, fallback)
  return error instanceof Error && error.message ? error.message : fallback
}

/** Sets the session after login or registration, or clears it after logout. */
export const useSetSession = () => {
  const queryClient = useQueryClient()
  return (user: SessionUser | null) => queryClient.setQueryData<AuthResponse>(SESSION_KEY, { success: true, user })
}

/** POST /api/auth/logout; on success the session is cleared. */
export const useLogout = () => {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: () => authRequest('/api/auth/logout', 'Logout failed'),
    onSuccess: () => setSession(null),
  })
}
