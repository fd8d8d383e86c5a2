import type { Snippet } from '@/services/content/search'

/** A snippet with its matches in <mark>; React escapes the text, so no HTML comes from data. */
export function Highlighted({ snippet, className }: { snippet: Snippet; className?: string }) {
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [from, to] of snippet.marks) {
    if (from < at || to > snippet.text.length) continue
    if (from > at) parts.push(snippet.text.slice(at, from))
    parts.push(
      <mark key={from} className="rounded-sm bg-terracotta-100 px-0.5 text-ink">
        {snippet.text.slice(from, to)}
      </mark>,
    )
    at = to
  }
  parts.push(snippet.text.slice(at))
  return <span className={className}>{parts}</span>
}
