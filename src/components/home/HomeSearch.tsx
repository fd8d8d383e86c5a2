import { SearchBox } from '@/components/search/SearchBox'

/** A non-blank trimmed query goes to /search?q=…; a blank one does nothing. */
export function HomeSearch() {
  return (
    <SearchBox
      id="home-search"
      label="Search terms, questions, poses, videos and events"
      placeholder="Try asana"
      size="lg"
      className="max-w-xl"
    />
  )
}
