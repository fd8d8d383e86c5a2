declare module 'subset-font' {
  /** Subsets a font (harfbuzz) to the given characters: https://github.com/papandreou/subset-font */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'
      /** Pins (a number) or limits ({ min, max }) a variation axis such as wght. */
      variationAxes?: Record<string, number | { min: number; max: number }>
      /** The OpenType layout features to keep (four-letter tags); all of them when left out. */
      keepFeatures?: string[]
    },
  ): Promise<Buffer>
}
