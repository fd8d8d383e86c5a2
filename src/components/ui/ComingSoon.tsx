import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/primitives'
import { cn } from '@/lib/cn'

/** Where to go next: the glossary and the poses. */
export function ExploreLinks({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Link href="/glossary" className={buttonClass()}>
        Browse the glossary
      </Link>
      <Link href="/poses" className={buttonClass({ variant: 'secondary' })}>
        Explore the poses
      </Link>
    </div>
  )
}

/** A calm holding page for a screen whose issue has not landed yet. */
export function ComingSoon({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageIntro title={title}>{children}</PageIntro>
      <ExploreLinks className="mx-auto max-w-6xl px-4 sm:px-6" />
    </>
  )
}
