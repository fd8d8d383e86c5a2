import { LoaderCircle } from 'lucide-react'

import { cn } from '@/lib/cn'

/**
 * The turning circle of a running task. Its own module: a page that only needs the spinner (the
 * poses list's "Curate All Step Videos") does not load the generation provider with it.
 */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-4 animate-spin motion-reduce:animate-none', className)} />
}
