declare module 'subset-font' {
  /** Subsets a font (harfbuzz) to the given characters: https://github.com/papandreou/subset-font */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number | { min: number; max: number }> },
  ): Promise<Buffer>
}
