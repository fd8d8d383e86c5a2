import { TermCardSkeleton } from '@/components/glossary/TermCard'
import { Skeleton } from '@/components/ui/primitives'

export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 pt-14 sm:px-6" aria-busy="true" aria-label="Loading the glossary">
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-11 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <TermCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}
