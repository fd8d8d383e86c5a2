import { Skeleton } from '@/components/ui/primitives'

/** The loading screen of a list page: its title bar, the filters and six skeleton cards. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 pt-14 sm:px-6" aria-busy="true" aria-label={label}>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-11 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    </div>
  )
}
