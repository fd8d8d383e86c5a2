import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { isSafeUrl, URL_MESSAGE, URL_OR_PATH_MESSAGE, type SafeUrlOptions } from '@/lib/safeUrl'

/**
 * Payload `validate` for a text field that holds an address: Payload's own text checks
 * (required, length), then only http(s) and mailto (src/lib/safeUrl.ts). An empty value passes
 * unless the field is required.
 */
export const urlValidate =
  (options: SafeUrlOptions = {}): TextFieldSingleValidation =>
  (value, args) => {
    const base = text(value, args)
    if (base !== true) return base
    if (value === undefined || value === null || value === '') return true
    if (isSafeUrl(value, options)) return true
    return options.allowSitePath ? URL_OR_PATH_MESSAGE : URL_MESSAGE
  }

/** An external link: http(s) or mailto. */
export const validateUrl = urlValidate()
export { validateUrl as validate }

/** A media address filled by generation or an editor: http(s) or a path on this site. */
export const validateMediaUrl = urlValidate({ allowSitePath: true, allowMailto: false })

/** A Lexical link's url field (LinkFeature `fields`): http(s), mailto or a site path; internal links carry none. */
export const validateLinkUrl: TextFieldSingleValidation = (value, args) => {
  if ((args.siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  if (!value) return 'Enter an address.'
  return isSafeUrl(value, { allowSitePath: true }) ? true : URL_OR_PATH_MESSAGE
}
