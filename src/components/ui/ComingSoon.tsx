import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { PageIntro } from '@/components/ui/primitives'

/** A calm holding page for a screen whose issue has not landed yet. */
export function ComingSoon({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageIntro title={title}>{children}</PageIntro>
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 sm:px-6">
        <Link href="/glossary" className={buttonClass()}>
          Browse the glossary
        </Link>
        <Link href="/poses" className={buttonClass({ variant: 'secondary' })}>
          Explore the poses
        </Link>
      </div>
    </>
  )
}
