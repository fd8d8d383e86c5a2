/**
 * Compresses the build's JavaScript and CSS once, in Brotli and gzip (scripts/lib/staticFiles.mjs),
 * for scripts/server.mjs to send as they are. Runs after `next build` (`npm run build`, and
 * `npm start` whenever it builds); again, it only compresses what changed.
 *
 *   node scripts/precompressStatic.mjs
 */
import { fileURLToPath } from 'node:url'

import { precompressStatic } from './lib/staticFiles.mjs'

const started = Date.now()
const totals = await precompressStatic(fileURLToPath(new URL('../.next/static', import.meta.url)))
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} kB`
console.log(
  `› Build files compressed: ${totals.files} files, ${kB(totals.bytes)} → ${kB(totals.br)} Brotli, ${kB(totals.gzip)} gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
