import { ArrowDownToLine, Flower2, Moon, PersonStanding, Rainbow, RefreshCcw, Scale } from 'lucide-react'

import type { PoseSummary } from '@/services/content/poses'

const icons = {
  standing: PersonStanding,
  seated: Flower2,
  balancing: Scale,
  backbend: Rainbow,
  inversion: RefreshCcw,
  restorative: Moon,
  forward_fold: ArrowDownToLine,
} as const

/** BRAND.md: a simple line icon per pose category until an image is generated. */
export function CategoryIcon({ category, className }: { category: PoseSummary['category']; className?: string }) {
  const Icon = icons[category] ?? PersonStanding
  return <Icon aria-hidden className={className} strokeWidth={1.25} />
}
