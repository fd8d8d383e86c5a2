import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function PoseNotFound() {
  return <NotFoundPanel title="Pose not found" backHref="/poses" backLabel="Back to the poses" />
}
