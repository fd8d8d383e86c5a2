import { VisitorCoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** Cached per course on its first request, expired by the courses tag. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props) => {
  const { slug } = await params
  return courseMetadata(slug, `/courses/${slug}`)
}

/** As a visitor sees it; a request with a session cookie renders /signed-in/courses/{slug} (src/proxy.ts). */
export default async function CourseRoute({ params }: Props) {
  const { slug } = await params
  return <VisitorCoursePage slug={slug} path={`/courses/${slug}`} />
}
