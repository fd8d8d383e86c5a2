/**
 * The web fonts in src/fonts/ (made by scripts/subsetFonts.ts from the @fontsource files): they
 * draw every character the original faces draw, keep the features and weights the CSS uses, and
 * stay small enough to preload on every page.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import { faqs } from '@/seed/data/faqs'
import { glossaryTerms } from '@/seed/data/glossary'
import { poses } from '@/seed/data/poses'

import { drawnBy as drawn, FEATURES, fontFace, IAST } from '../../scripts/lib/fontSubsets'

const root = path.resolve(__dirname, '../..')
// one at a time (fontSubsets.ts)
const face = (file: string) => fontFace(readFileSync(path.join(root, file)))
const ours = (name: string) => face(`src/fonts/${name}.woff2`)
const original = (pkg: string, file: string) => face(`node_modules/@fontsource-variable/${pkg}/files/${file}.woff2`)
const missing = (subset: Face, wanted: Iterable<number>) => {
  const has = new Set(drawn(subset))
  return [...wanted].filter((code) => !has.has(code)).map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`)
}

describe('the Latin faces every page preloads', () => {
  it.each([
    ['inter-latin', 'inter', 'inter-latin-wght-normal'],
    ['lora-latin', 'lora', 'lora-latin-wght-normal'],
  ])('%s draws every character of @fontsource %s latin, with its shaping, tabular and small-caps features', async (name, pkg, file) => {
    const subset = await ours(name)
    const full = await original(pkg, file)
    expect(missing(subset, drawn(full))).toEqual([])
    // each feature the script keeps that the original face has must survive
    const wanted = FEATURES
    const had = new Set([...full.getTableFeatureTags('GSUB'), ...full.getTableFeatureTags('GPOS')])
    const kept = new Set([...subset.getTableFeatureTags('GSUB'), ...subset.getTableFeatureTags('GPOS')])
    expect(wanted.filter((tag) => had.has(tag) && !kept.has(tag))).toEqual([])
    // not vacuous: kerning and mark positioning are in both faces
    expect(['kern', 'mark'].filter((tag) => !kept.has(tag))).toEqual([])
  })

  it.each(['inter-latin', 'inter-iast', 'lora-latin', 'lora-iast'])('%s keeps the weights the site sets, 400 to 700', async (name) => {
    const { wght } = (await ours(name)).getAxisInfos()
    expect(wght.min).toBeLessThanOrEqual(400)
    expect(wght.max).toBeGreaterThanOrEqual(700)
  })

  it('together weigh at most 70 KB (the @fontsource files: 86 KB)', () => {
    const bytes = ['inter-latin', 'lora-latin'].reduce((sum, name) => sum + readFileSync(path.join(root, `src/fonts/${name}.woff2`)).length, 0)
    expect(bytes).toBeLessThanOrEqual(70 * 1024)
  })
})

describe('the IAST faces', () => {
  const letters = new Set(
    [...IAST, ...JSON.stringify({ glossaryTerms, faqs, poses })]
      .map((char) => char.codePointAt(0)!)
      .filter((code) => (code >= 0x100 && code < 0x900) || (code >= 0x1d00 && code < 0x2000)),
  )

  it('inter-iast draws every IAST letter and every Latin Extended letter in the content (else: npm run fonts:subset)', async () => {
    const subset = await ours('inter-iast')
    const full = await original('inter', 'inter-latin-ext-wght-normal')
    expect(drawn(full).filter((code) => letters.has(code))).toHaveLength(letters.size)
    expect(missing(subset, letters)).toEqual([])
  })

  it('lora-iast draws every such letter that Lora has (the dot-below letters it lacks are set in Inter)', async () => {
    const subset = await ours('lora-iast')
    const full = await original('lora', 'lora-latin-ext-wght-normal')
    const wanted = drawn(full).filter((code) => letters.has(code))
    expect(wanted).toEqual(expect.arrayContaining([...'āīūś'].map((char) => char.codePointAt(0))))
    expect(missing(subset, wanted)).toEqual([])
  })
})
