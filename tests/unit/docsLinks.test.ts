/**
 * The README is the front door: short, and every link in it, in docs/ and in bench/README.md leads
 * to a file that exists and, when it names a heading (#…), to a heading of that file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

const documents = [
  'README.md',
  'bench/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The text outside code: fenced blocks and `inline code` removed. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
const anchorsOf = (markdown: string): Set<string> => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count ? `${base}-${count}` : base)
  }
  return anchors
}

/** Every [text](target) of a document's prose that points inside the repository. */
const linksOf = (markdown: string): string[] =>
  [...prose(markdown).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))

describe('the README and docs', () => {
  it('keep the README a front door of at most 250 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n')
    expect(lines.length).toBeLessThanOrEqual(250)
  })

  it.each(documents)('%s links only to files and headings that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8')
    const broken: string[] = []
    for (const link of linksOf(text)) {
      const [file, anchor] = link.split('#') as [string, string | undefined]
      const target = file ? path.normalize(path.join(path.dirname(document), file)) : document
      const full = path.join(root, target)
      if (!existsSync(full)) {
        broken.push(`${link}: no file ${target}`)
        continue
      }
      if (anchor && !(statSync(full).isFile() && anchorsOf(readFileSync(full, 'utf8')).has(anchor))) {
        broken.push(`${link}: no heading #${anchor} in ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('find links and headings the way GitHub does', () => {
    expect(anchorsOf('## Donations (Stripe)\n## Newsletter, contact, feedback and e-mail\n## A\n## A')).toEqual(
      new Set(['donations-stripe', 'newsletter-contact-feedback-and-e-mail', 'a', 'a-1']),
    )
    expect(linksOf('See [ops](docs/operations.md#logs), `[not](a.md)`, [web](https://example.org).')).toEqual([
      'docs/operations.md#logs',
    ])
  })
})
