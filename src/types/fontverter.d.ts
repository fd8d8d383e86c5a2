declare module 'fontverter' {
  /** Converts a font between formats (woff2 through wawoff2): https://github.com/papandreou/fontverter */
  export function convert(font: Buffer | Uint8Array, toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt', fromFormat?: string): Promise<Buffer>
}
