import { BookOpen, CircleHelp } from 'lucide-react'
import type { Metadata } from 'next'
import { SearchBox } from '@/components/search/SearchBox'
import { tabOf } from '@/components/search/groups'
import { SearchResults } from '@/components/search/SearchResults'
import { LinkCard } from '@/components/ui/LinkCard'
import { EmptyState, PageIntro } from '@/components/ui/primitives'
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/searchQuery'
import { getPayloadClient } from '@/services/platform/payload'
import { LONG_QUERY, parseSearchParams, type SearchParams } from '@/schemas/search'
import { search, type SearchResults as Results } from '@/services/content/search'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ q?: string | string[]; tab?: string | string[] }> }

const rawQuery = (raw: string | string[] | undefined): string => (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''))

/** The query of the URL when it is one the API accepts, else null (blank or too long). */
const queryOf = (raw: string | string[] | undefined): SearchParams | null => {
  try {
    return parseSearchParams(new URLSearchParams({ q: rawQuery(raw) }))
  } catch {
    return null
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf((await searchParams).q)
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
 * The results of the URL's query, found during the server render (the first results are in
 * the HTML, and the page load needs no /api/search call). A failure here leaves them to the
 * browser's call to /api/search.
 */
const firstResults = async (query: SearchParams): Promise<Results | undefined> => {
  try {
    return await search(await getPayloadClient(), query)
  } catch {
    return undefined
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const { q: raw, tab } = await searchParams
  const query = queryOf(raw)
  const tooLong = !query && normalizeQuery(rawQuery(raw)).length > MAX_QUERY_LENGTH
  const initial = query ? await firstResults(query) : undefined
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
          {query ? (
            <SearchResults key={query.q} q={query.q} initialTab={tabOf(rawQuery(tab))} initial={initial} />
          ) : tooLong ? (
            <EmptyState title={LONG_QUERY}>Shorten the search to a few words and try again.</EmptyState>
          ) : (
            <Prompt />
          )}
        </div>
      </div>
    </>
  )
}
