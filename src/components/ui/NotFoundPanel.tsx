import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'

/** The not-found screens: the item's message and a way back to its list. */
export function NotFoundPanel({ title, backHref, backLabel }: { title: string; backHref: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-ink-muted">It may have been renamed or removed.</p>
      <Link href={backHref} className={buttonClass({ variant: 'secondary' }, 'mt-8')}>
        {backLabel}
      </Link>
    </div>
  )
}
