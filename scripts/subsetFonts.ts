/**
 * Makes the small Latin Extended faces the site ships for IAST transliteration (ā ī ū ṛ ṝ ḷ ṅ ñ ṭ ḍ
 * ṇ ś ṣ ṃ ḥ …): the full latin-ext files are 40-85 KB, these keep only the letters Sanskrit
 * transliteration and our content use. Run after changing fonts or adding content with new letters:
 *   node --import tsx scripts/subsetFonts.ts
 * Output: src/fonts/*-iast.woff2 (committed, with the fonts' OFL licence beside them).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import subsetFont from 'subset-font'

import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { poses } from '@/seed/data/poses'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const IAST = 'āĀīĪūŪṛṚṝṜḷḶḹḸṅṄñÑṭṬḍḌṇṆśŚṣṢṃṂḥḤṁṀēĒōŌ'
const content = JSON.stringify({ glossaryTerms, faqs, poses })
const extended = [...new Set([...IAST, ...content].filter((char) => char.codePointAt(0)! >= 0x100 && char.codePointAt(0)! < 0x2c80))]
  .filter((char) => !/[\u2000-\u206f]/.test(char))
  .join('')

const faces = [
  ['@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', 'inter-iast.woff2'],
  ['@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2', 'lora-iast.woff2'],
] as const

for (const [source, target] of faces) {
  const input = readFileSync(path.join(root, 'node_modules', source))
  const output = await subsetFont(input, extended, { targetFormat: 'woff2' })
  writeFileSync(path.join(root, 'src', 'fonts', target), output)
  console.log(`${target}: ${extended.length} characters, ${input.length} → ${output.length} bytes`)
}
