import { LessonPage, lessonMetadata } from '@/components/courses/LessonPage'

/** The member's own lesson, progress and certificate: rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string; lesson: string }> }

export const generateMetadata = async ({ params }: Props) => {
  const { slug, lesson } = await params
  return lessonMetadata(slug, lesson)
}

/** /courses/{slug}/{lesson} for a request with a session cookie (src/proxy.ts rewrites it here). */
export default async function MemberLessonRoute({ params }: Props) {
  const { slug, lesson } = await params
  return <LessonPage slug={slug} lessonSlug={lesson} member />
}
