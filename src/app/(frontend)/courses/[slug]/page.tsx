import { CoursePage, courseMetadata } from '@/components/courses/CoursePage'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async ({ params }: Props) => {
  const { slug } = await params
  return courseMetadata(slug, `/courses/${slug}`)
}

export default async function CourseRoute({ params, searchParams }: Props) {
  const { slug } = await params
  const { payment_intent: paymentIntent } = await searchParams
  return <CoursePage slug={slug} path={`/courses/${slug}`} paymentIntent={typeof paymentIntent === 'string' ? paymentIntent : undefined} />
}
