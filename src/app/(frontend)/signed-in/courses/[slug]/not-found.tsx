import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function CourseNotFound() {
  return <NotFoundPanel title="Course not found" backHref="/courses" backLabel="All courses" />
}
