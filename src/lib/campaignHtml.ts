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

/** The text of (sanitised) HTML: blocks become lines, tags go, entities are decoded. */
export const campaignText = (html: string): string => {
  const blocks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)>/gi, '$&\n')
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
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
