import { MemberCoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** The member's own enrolment, progress and purchase: rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async ({ params }: Props) => {
  const { slug } = await params
  return courseMetadata(slug, `/courses/${slug}`)
}

/** /courses/{slug} for a request with a session cookie (src/proxy.ts rewrites it here). */
export default async function MemberCourseRoute({ params, searchParams }: Props) {
  const { slug } = await params
  const { payment_intent: paymentIntent } = await searchParams
  return <MemberCoursePage slug={slug} path={`/courses/${slug}`} paymentIntent={typeof paymentIntent === 'string' ? paymentIntent : undefined} />
}
