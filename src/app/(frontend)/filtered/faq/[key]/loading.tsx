import { FaqIntro } from '@/components/ui/intros'
import { ListLoading } from '@/components/ui/ListLoading'

export default function Loading() {
  return <ListLoading intro={<FaqIntro />} label="Loading the FAQ" />
}
