import { VisitorCoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** /foundations, the default destination after login or registration: the Foundations course. */
export const generateMetadata = () => courseMetadata('foundations', '/foundations')

/** As a visitor sees it: cached. A signed-in member's request renders /signed-in/foundations (src/proxy.ts). */
export default function FoundationsPage() {
  return <VisitorCoursePage slug="foundations" path="/foundations" />
}
