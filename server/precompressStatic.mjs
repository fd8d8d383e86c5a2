/**
 * Readies the build's static files for server/server.mjs, after `next build` (`npm run build`,
 * and `npm start` whenever it builds) and again at each start, where it finds the work done:
 *   1. the compile hint on the scripts public pages load first (server/compileHints.mjs);
 *   2. a Brotli and a gzip copy of the JavaScript and CSS (server/staticFiles.mjs), made
 *      after the hint, so the copies carry it; only what changed is compressed again.
 *
 *   node server/precompressStatic.mjs
 */
import { fileURLToPath } from 'node:url'

import { addCompileHints } from './compileHints.mjs'
import { precompressStatic } from './staticFiles.mjs'

const started = Date.now()
// The hint is a gain, not a need: a build whose manifests it cannot read is still compressed
// (and still served), without it; tests/e2e/startup.spec.ts fails if the hint goes missing.
try {
  const hints = addCompileHints(fileURLToPath(new URL('../.next', import.meta.url)))
  if (hints.added) console.log(`› Compile hint added to ${hints.added} of the ${hints.scripts} scripts public pages load first`)
} catch (error) {
  console.warn(`› No compile hints: ${error instanceof Error ? error.message : String(error)}`)
}
const totals = await precompressStatic(fileURLToPath(new URL('../.next/static', import.meta.url)))
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} kB`
console.log(
  `› Build files compressed: ${totals.files} files, ${kB(totals.bytes)} → ${kB(totals.br)} Brotli, ${kB(totals.gzip)} gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
