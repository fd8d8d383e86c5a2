import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function VideoNotFound() {
  return <NotFoundPanel title="Video not found" backHref="/videos" backLabel="Back to the video library" />
}
