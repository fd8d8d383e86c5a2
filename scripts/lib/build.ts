import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'public', 'payload.config.ts', 'next.config.mjs', 'postcss.config.mjs', 'package.json', 'tsconfig.json']

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** True when there is no production build or a source file changed after it was made. */
export const buildIsStale = (root: string): boolean => {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const builtAt = statSync(buildId).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt)
}
