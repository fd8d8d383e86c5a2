import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1.5 text-sm font-medium text-sage-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  )
}
