/**
 * Campaign HTML is written by an admin, but it is shown in the admin and mailed to every
 * subscriber, so it is cleaned with sanitize-html before both: only the tags and attributes a
 * newsletter needs survive (no script, style, iframe, form, event handler or javascript: link).
 * Server-only (sanitize-html pulls in a full HTML parser).
 */
import sanitizeHtml from 'sanitize-html'

import { PREVIEW_LENGTH } from '@/schemas/campaigns'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // an image whose address was refused (data:, javascript:) shows nothing: drop it
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export const sanitizeCampaignHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim()

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)

/** A link of sanitised HTML (sanitize-html writes its attributes in double quotes). */
const LINK = /<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi

/**
 * The text of (sanitised) HTML: blocks become lines, tags go, entities are decoded. With
 * `links`, each link keeps its address as "text (URL)" (a mail's plain-text part, where nobody
 * can click the words), unless the words are the address already.
 */
export const campaignText = (html: string, { links = false }: { links?: boolean } = {}): string => {
  const linked = links
    ? html.replace(LINK, (whole, href: string, inner: string) => {
        const words = decode(sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} })).trim()
        const address = decode(href)
        // the address as written (entities and all): the text pass below decodes it once
        return !address || words === address || `mailto:${words}` === address ? whole : `${whole} (${href})`
      })
    : html
  const blocks = linked.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)>/gi, '$&\n')
  return decode(sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} }))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The list's preview, at most PREVIEW_LENGTH characters of the text (ellipsis included). */
export const campaignPreview = (html: string): string => {
  const text = campaignText(sanitizeCampaignHtml(html)).replace(/\s+/g, ' ')
  return text.length <= PREVIEW_LENGTH ? text : `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`
}
