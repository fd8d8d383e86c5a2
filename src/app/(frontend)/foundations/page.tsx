import { CoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** Per visitor (their enrolment and progress): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

/** /foundations, the default destination after login or registration: the Foundations course. */
export const generateMetadata = () => courseMetadata('foundations', '/foundations')

export default function FoundationsPage() {
  return <CoursePage slug="foundations" path="/foundations" />
}
