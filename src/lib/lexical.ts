/**
 * Lexical rich text (Payload's editor state) from a small plain-text markup, for content written
 * as data (the course lessons of the seed):
 *
 *   ## A heading            a level-2 heading (### for level 3)
 *   - an item               consecutive items form a bulleted list (1. items a numbered one)
 *   > a note                a quote (used for safety notes)
 *   anything else           a paragraph; blocks are separated by a blank line
 *
 * Inline: **bold**, *italic* and [a link](/poses/mountain-pose) (a site path or https URL).
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type LinkNode = {
  type: 'link'
  children: TextNode[]
  fields: { url: string; linkType: 'custom'; newTab: boolean }
  direction: 'ltr'
  format: ''
  indent: 0
  version: 3
}
type Inline = TextNode | LinkNode
type ElementNode = {
  type: string
  children: (Inline | ElementNode)[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
  [key: string]: unknown
}

export type LexicalDocument = {
  root: { type: 'root'; children: ElementNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const BOLD = 1
const ITALIC = 2

const text = (value: string, format = 0): TextNode => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** The inline nodes of one line of markup. */
export const inlineNodes = (line: string): Inline[] => {
  const nodes: Inline[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(line.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(text(match[1], BOLD))
    else if (match[2] !== undefined) nodes.push(text(match[2], ITALIC))
    else {
      const url = match[4]!
      nodes.push({
        type: 'link',
        children: [text(match[3]!)],
        fields: { url, linkType: 'custom', newTab: /^https?:/.test(url) },
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 3,
      })
    }
    last = match.index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

const element = (type: string, children: ElementNode['children'], extra: Record<string, unknown> = {}): ElementNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const list = (items: string[], ordered: boolean): ElementNode =>
  element(
    'list',
    items.map((item, index) => element('listitem', inlineNodes(item), { value: index + 1 })),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )

/** The Lexical editor state of a markup text. */
export const lexicalFromMarkup = (markup: string): LexicalDocument => {
  const blocks = markup
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  const children: ElementNode[] = []
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trim())
    const heading = /^(#{2,3}) (.+)$/.exec(block)
    if (heading && lines.length === 1) {
      children.push(element('heading', inlineNodes(heading[2]!), { tag: `h${heading[1]!.length}` }))
    } else if (lines.every((line) => line.startsWith('- '))) {
      children.push(list(lines.map((line) => line.slice(2)), false))
    } else if (lines.every((line) => /^\d+\. /.test(line))) {
      children.push(list(lines.map((line) => line.replace(/^\d+\. /, '')), true))
    } else if (lines.every((line) => line.startsWith('> '))) {
      children.push(element('quote', inlineNodes(lines.map((line) => line.slice(2)).join(' '))))
    } else {
      children.push(element('paragraph', inlineNodes(lines.join(' ')), { textFormat: 0, textStyle: '' }))
    }
  }
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** Every link target in a markup text, e.g. ['/poses/mountain-pose', '/glossary/asana']. */
export const linksInMarkup = (markup: string): string[] => [...markup.matchAll(INLINE)].map((match) => match[4]).filter((url): url is string => Boolean(url))

/** The plain text of a Lexical document (word counts, descriptions). */
export const plainText = (node: unknown): string => {
  if (!node || typeof node !== 'object') return ''
  const { text: value, children, root } = node as { text?: unknown; children?: unknown[]; root?: unknown }
  if (typeof value === 'string') return value
  if (root) return plainText(root)
  return Array.isArray(children) ? children.map(plainText).join(children.some((child) => (child as { type?: string }).type === 'text' || (child as { type?: string }).type === 'link') ? '' : '\n') : ''
}
