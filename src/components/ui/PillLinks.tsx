import Link from 'next/link'

/** A titled row of round links (related terms, preparatory and follow-up poses). */
export function PillLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  if (links.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-block rounded-full border border-sand-300 bg-white px-3 py-1 text-sm hover:border-sage-600">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
