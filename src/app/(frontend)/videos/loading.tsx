import { VideosIntro } from '@/components/ui/intros'
import { ListLoading } from '@/components/ui/ListLoading'

export default function Loading() {
  return <ListLoading intro={<VideosIntro />} label="Loading the video library" />
}
