import QRCode from 'qrcode'

/** An SVG QR code of a URL (server-side; no script in the browser), labelled for screen readers by the caller. */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#2b2622', light: '#ffffff' } })
