/**
 * Makes the web fonts the site ships, from the @fontsource packages (SIL Open Font License):
 *   npm run fonts:subset     (node --import tsx scripts/subsetFonts.ts)
 * Output: src/fonts/*.woff2, committed with the fonts' OFL licence beside them.
 *
 * - inter-latin / lora-latin: the Latin faces every page preloads. Every character of
 *   @fontsource's latin file, but only the OpenType features the site's CSS asks for (FEATURES)
 *   and Inter's weight axis limited to the weights we use (400-700 of 100-900). Inter
 *   48.3 → 31.9 KB, Lora 37.8 → 36.7 KB: every page's first load carries 17 KB less before its
 *   largest text paints.
 * - inter-iast / lora-iast: the Latin Extended letters of IAST transliteration (ā ī ū ṛ ṝ ḷ ṅ ñ ṭ
 *   ḍ ṇ ś ṣ ṃ ḥ …) and our content, instead of the full latin-ext files (40-85 KB). Downloaded
 *   only by pages that use such a letter (unicode-range). Run again after adding content with new
 *   letters.
 * A CSS feature outside FEATURES (say `font-variant-numeric: slashed-zero`) needs its tag added here
 * and the script run again.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { poses } from '@/seed/data/poses'

import { drawnBy, FEATURES, fontFace, IAST, INTER_AXES } from './lib/fontSubsets'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const content = JSON.stringify({ glossaryTerms, faqs, poses })
const extended = [...new Set([...IAST, ...content].filter((char) => char.codePointAt(0)! >= 0x100 && char.codePointAt(0)! < 0x2c80))]
  .filter((char) => !/[\u2000-\u206f]/.test(char))
  .join('')

const faces = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', target: 'inter-latin.woff2', axes: INTER_AXES },
  { source: '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', target: 'lora-latin.woff2' },
  { source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', target: 'inter-iast.woff2', text: extended, axes: INTER_AXES },
  { source: '@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2', target: 'lora-iast.woff2', text: extended },
]

for (const { source, target, text, axes } of faces as { source: string; target: string; text?: string; axes?: typeof INTER_AXES }[]) {
  const input = readFileSync(path.join(root, 'node_modules', source))
  const characters = text ?? String.fromCodePoint(...drawnBy(await fontFace(input)))
  const output = await subsetFont(input, characters, { targetFormat: 'woff2', keepFeatures: FEATURES, ...(axes ? { variationAxes: axes } : {}) })
  writeFileSync(path.join(root, 'src', 'fonts', target), output)
  console.log(`${target}: ${[...characters].length} characters, ${input.length} → ${output.length} bytes`)
}
