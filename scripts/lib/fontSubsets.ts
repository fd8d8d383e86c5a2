/**
 * What scripts/subsetFonts.ts keeps of the @fontsource faces, shared with tests/unit/fonts.test.ts,
 * which holds the committed subsets in src/fonts/ to it.
 */
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'

/** Shaping (kern, ligatures, marks, localized forms, variable substitutions), `tabular-nums`, `all-small-caps`. */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum', 'smcp', 'c2sc']
/** The weights the site sets: font-normal, -medium, -semibold and bold (<strong>, <b>). */
export const INTER_AXES = { wght: { min: 400, max: 700 } }
/** The letters of IAST transliteration, whatever the content holds today. */
export const IAST = 'āĀīĪūŪṛṚṝṜḷḶḹḸṅṄñÑṭṬḍḌṇṆśŚṣṢṃṂḥḤṁṀēĒōŌ'

/**
 * A font file (woff2 or not) as a harfbuzz face. One at a time: fontverter's woff2 decoder gives an
 * empty font to a second call made while one runs.
 */
export const fontFace = async (font: Buffer) => new Face(new Blob(new Uint8Array(await convert(font, 'truetype'))))

/** The code points a face draws (copied: harfbuzzjs reuses its memory on the next call). */
export const drawnBy = (face: Face): number[] => Array.from(face.collectUnicodes())
