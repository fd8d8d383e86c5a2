import { LessonPage, lessonMetadata } from '@/components/courses/LessonPage'

/** Cached per lesson on its first request (a visitor's view), expired by the courses tag. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ slug: string; lesson: string }> }

export const generateMetadata = async ({ params }: Props) => {
  const { slug, lesson } = await params
  return lessonMetadata(slug, lesson)
}

/** As a visitor sees it; a request with a session cookie renders /signed-in/courses/… (src/proxy.ts). */
export default async function LessonRoute({ params }: Props) {
  const { slug, lesson } = await params
  return <LessonPage slug={slug} lessonSlug={lesson} member={false} />
}
