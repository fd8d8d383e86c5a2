/**
 * Self-hosted fonts through next/font/local: preloaded where every page needs them, with
 * metric-matched fallbacks (no layout shift) and display 'optional' (no late swap that would
 * repaint the page). The Latin faces and the Latin Extended ones (IAST: ā ī ū ṛ ṅ ñ ṭ ḍ ṇ ś ṣ ṃ ḥ)
 * are subsets of the @fontsource files made by scripts/subsetFonts.ts (only the OpenType features
 * and weights the site uses); Latin Extended and Devanagari are separate faces with a
 * unicode-range, downloaded only by pages that use them.
 */
import localFont from 'next/font/local'
import type React from 'react'

// next/font needs literal option values, so the ranges are written out in each face.

export const inter = localFont({
  src: '../../fonts/inter-latin.woff2',
  weight: '400 700',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
})

export const interExt = localFont({
  src: '../../fonts/inter-iast.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  variable: '--font-inter-ext',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' }],
})

export const lora = localFont({
  src: '../../fonts/lora-latin.woff2',
  weight: '400 700',
  display: 'optional',
  variable: '--font-lora',
  adjustFontFallback: 'Times New Roman',
})

export const loraExt = localFont({
  src: '../../fonts/lora-iast.woff2',
  weight: '400 700',
  display: 'optional',
  preload: false,
  variable: '--font-lora-ext',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' }],
})

export const devanagari = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-600-normal.woff2', weight: '600' },
  ],
  // Swap, not optional: many systems have no Devanagari font, and boxes are worse than a reflow.
  display: 'swap',
  preload: false,
  variable: '--font-devanagari-face',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF' }],
})

export const fontVariables = [inter, interExt, lora, loraExt, devanagari].map((font) => font.variable).join(' ')

const faces = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(',').map((name) => name.trim())
const [interFace, ...interFallback] = faces(inter)
const [loraFace, ...loraFallback] = faces(lora)

/**
 * The stacks put each Latin Extended face right after its Latin face and before the metric
 * fallback, so IAST letters come from Inter/Lora rather than from Arial/Times.
 */
export const fontStacks = {
  '--font-sans-stack': [interFace, faces(interExt)[0], ...interFallback, 'ui-sans-serif', 'system-ui', 'sans-serif'].join(', '),
  '--font-serif-stack': [loraFace, faces(loraExt)[0], ...loraFallback, 'Georgia', 'serif'].join(', '),
  '--font-devanagari-stack': [faces(devanagari)[0], loraFace, 'serif'].join(', '),
} as React.CSSProperties
