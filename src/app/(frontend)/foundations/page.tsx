import { CoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** SPEC §2: /foundations, the default destination after login or registration: the Foundations course. */
export const generateMetadata = () => courseMetadata('foundations', '/foundations')

export default function FoundationsPage() {
  return <CoursePage slug="foundations" path="/foundations" />
}
