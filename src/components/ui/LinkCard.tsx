import type { LucideIcon } from 'lucide-react'
import Link from 'next/link'

/** A card that leads to a section: icon, title and one line of what is there. */
export function LinkCard({ href, icon: Icon, title, text }: { href: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      href={href}
      className="group flex h-full gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-[var(--shadow-soft)] transition-colors hover:border-sage-600/40"
    >
      <Icon aria-hidden className="mt-1 size-6 shrink-0 text-sage-700" />
      <span>
        <span className="block font-serif text-lg font-semibold group-hover:underline">{title}</span>
        <span className="mt-1 block text-ink-muted">{text}</span>
      </span>
    </Link>
  )
}
