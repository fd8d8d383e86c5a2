import { TermCardSkeleton } from '@/components/glossary/TermCard'
import { GlossaryIntro } from '@/components/ui/intros'
import { ListLoading } from '@/components/ui/ListLoading'

export default function Loading() {
  return <ListLoading intro={<GlossaryIntro />} label="Loading the glossary" card={<TermCardSkeleton />} />
}
