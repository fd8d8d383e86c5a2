import { createInterface } from 'node:readline'

import type { Payload } from 'payload'
import { z } from 'zod'

import { staffPasswordSchema } from '@/schemas/auth'

const usernameSchema = z
  .string({ message: 'Pass --username NAME' })
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be less than 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores')

const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    output._writeToOutput = () => {}
  })

/** Creates an admin account: `npm run create-admin -- --username NAME` (ADMIN_PASSWORD or a prompt). */
export const createAdmin = async (
  payload: Payload,
  input: { username?: string; email?: string; password?: string },
): Promise<void> => {
  const username = usernameSchema.parse(input.username)
  const existing = await payload.count({ collection: 'users', where: { username: { equals: username } } })
  if (existing.totalDocs > 0) throw new Error(`A user named "${username}" already exists.`)
  const rawPassword =
    input.password ?? process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await promptHidden('Password (at least 12 characters): ') : undefined)
  if (rawPassword === undefined) throw new Error('Set ADMIN_PASSWORD or run in a terminal to be asked.')
  // The staff rule: at least 12 characters, not a common password, not the username.
  const checked = staffPasswordSchema(username).safeParse(rawPassword)
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Choose another password.')
  const password = checked.data
  await payload.create({
    collection: 'users',
    data: { username, password, email: input.email, roles: ['admin'] },
    overrideAccess: true,
  })
  payload.logger.info(`Admin "${username}" created. Sign in at /admin.`)
}
