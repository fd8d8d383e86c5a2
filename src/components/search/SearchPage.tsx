import { BookOpen, CircleHelp } from 'lucide-react'
import type { Metadata } from 'next'
import { SearchBox } from '@/components/search/SearchBox'
import { tabOf } from '@/components/search/groups'
import { SearchView } from '@/components/search/SearchView'
import { LinkCard } from '@/components/ui/LinkCard'
import { EmptyState, PageIntro } from '@/components/ui/primitives'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { LONG_QUERY, parseSearchParams, type SearchParams } from '@/schemas/search'
import { loadSearch } from '@/web/pageData'

const rawQuery = (raw: string | undefined): string => raw ?? ''

/** The query of the URL when it is one the API accepts, else null (blank or too long). */
const queryOf = (raw: string | undefined): SearchParams | null => {
  try {
    return parseSearchParams(new URLSearchParams({ q: rawQuery(raw) }))
  } catch {
    return null
  }
}

/** The page's title: the query when there is one the API accepts. */
export const searchMetadata = (raw: string | undefined): Metadata => {
  const query = queryOf(raw)
  return {
    title: query ? `Search: ${query.q}` : 'Search',
    alternates: { canonical: '/search' },
    robots: { index: false, follow: true },
  }
}

/** With no query: what to search for, and where to browse instead. */
function Prompt() {
  const links = [
    { href: '/glossary', icon: BookOpen, title: 'Browse the glossary', text: 'Sanskrit terms, explained simply.' },
    { href: '/faq', icon: CircleHelp, title: 'Browse the FAQ', text: 'Answers to beginner questions.' },
  ]
  return (
    <div className="space-y-5">
      <p className="text-ink-muted">
        Type a word above: a Sanskrit term (with or without accents, or in Devanagari), a pose in English or Sanskrit, a
        question, a teacher or a place. Or start browsing:
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <LinkCard {...link} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * /search for the query `raw` (normalised: src/lib/pageVariants.ts) on the tab `tab`: with a
 * query, its first results are found during the server render (in the HTML, cached with the
 * page), so the page load needs no /api/search call.
 */
export async function SearchPage({ raw, tab }: { raw?: string; tab?: string }) {
  const query = queryOf(raw)
  const tooLong = !query && normalizeQuery(rawQuery(raw)).length > MAX_QUERY_LENGTH
  const initial = query ? await loadSearch(query) : undefined
  return (
    <>
      <PageIntro eyebrow="Search" title="Search the library">
        Terms, questions, poses, videos and events in one place.
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl space-y-8">
          <SearchBox
            id="site-search"
            label="Search the site"
            defaultValue={query?.q ?? (tooLong ? normalizeQuery(rawQuery(raw)).slice(0, MAX_QUERY_LENGTH) : '')}
            placeholder="Try asana"
          />
          <SearchView
            q={query?.q ?? null}
            initialTab={tabOf(rawQuery(tab))}
            initial={initial}
            prompt={<Prompt />}
            tooLong={<EmptyState title={LONG_QUERY}>Shorten the search to a few words and try again.</EmptyState>}
          />
        </div>
      </div>
    </>
  )
}
