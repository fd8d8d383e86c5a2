import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function EventNotFound() {
  return <NotFoundPanel title="Event Not Found" backHref="/events" backLabel="Back to Events" />
}
