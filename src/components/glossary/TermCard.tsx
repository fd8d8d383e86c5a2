import { Badge } from '@/components/ui/primitives'
import { tagLabel } from '@/lib/tagLabel'
import type { GlossaryListItem } from '@/services/content/glossary'

/** A glossary card (a plain link: lists wrap cards in DelegatedLinks for in-app navigation): the three layers of a term (English, Devanagari, IAST), its definition, 3 tags at most. */
export function TermCard({ term }: { term: GlossaryListItem }) {
  return (
    <a
      href={`/glossary/${term.slug}`}
      className="group flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-[var(--shadow-soft)] transition-colors hover:border-sage-600/40"
    >
      <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-serif text-xl font-semibold group-hover:underline">{term.term}</span>
        {term.sanskrit ? (
          <span lang="sa" className="devanagari text-lg text-sage-700">
            {term.sanskrit}
          </span>
        ) : null}
      </span>
      {term.transliteration ? (
        <span lang="sa-Latn" className="text-sm text-ink-muted italic">
          {term.transliteration}
        </span>
      ) : null}
      <span className="text-ink-muted">{term.shortDef}</span>
      {term.tags.length ? (
        <span className="mt-auto flex flex-wrap gap-1.5 pt-2">
          {term.tags.slice(0, 3).map((tag) => (
            <Badge key={tag}>{tagLabel(tag)}</Badge>
          ))}
        </span>
      ) : null}
    </a>
  )
}

export function TermCardSkeleton() {
  return (
    <div className="flex h-44 flex-col gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5" data-testid="term-skeleton">
      <div className="h-6 w-1/2 animate-pulse rounded bg-sand-200/70" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-sand-200/70" />
      <div className="h-4 w-full animate-pulse rounded bg-sand-200/70" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-sand-200/70" />
    </div>
  )
}
