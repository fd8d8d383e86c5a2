import { createInterface } from 'node:readline'

import type { Payload } from 'payload'
import { z } from 'zod'

const usernameSchema = z
  .string({ message: 'Pass --username NAME' })
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be less than 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores')
const passwordSchema = z.string().min(8, 'An admin password needs at least 8 characters')

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
    input.password ?? process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await promptHidden('Password: ') : undefined)
  if (rawPassword === undefined) throw new Error('Set ADMIN_PASSWORD or run in a terminal to be asked.')
  const password = passwordSchema.parse(rawPassword)
  await payload.create({
    collection: 'users',
    data: { username, password, email: input.email, roles: ['admin'] },
    overrideAccess: true,
  })
  payload.logger.info(`Admin "${username}" created. Sign in at /admin.`)
}
