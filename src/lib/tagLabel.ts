/**
 * Tags and topics are stored as slugs ("getting-started"); people read labels ("Getting
 * started"). Every place that shows a tag goes through here; filters and URLs keep the slug.
 */
const SPECIAL: Record<string, string> = {
  'ai-discovered': 'AI-discovered',
  faq: 'FAQ',
}

export const tagLabel = (tag: string): string => {
  const known = SPECIAL[tag]
  if (known) return known
  const words = tag.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
