import { PosesIntro } from '@/components/ui/intros'
import { ListLoading } from '@/components/ui/ListLoading'

export default function Loading() {
  return <ListLoading intro={<PosesIntro />} label="Loading the poses" />
}
