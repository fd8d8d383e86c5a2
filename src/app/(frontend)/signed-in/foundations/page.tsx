import { MemberCoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** The member's own enrolment and progress: rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const generateMetadata = () => courseMetadata('foundations', '/foundations')

/** /foundations for a request with a session cookie (src/proxy.ts rewrites it here). */
export default function MemberFoundationsPage() {
  return <MemberCoursePage slug="foundations" path="/foundations" />
}
