import type { Metadata } from 'next'

import { CourseOverview } from '@/components/courses/CourseOverview'
import { optionalStripe, stripePublishableKey } from '@/services/donations/stripeAccess'
import { coursePurchasesOpen } from '@/services/courses/purchasesOpen'
import { getPayloadClient } from '@/services/platform/payload'
import { metadataOrNotFound, orNotFound } from '@/web/notFound'
import { isBuildPhase, loadCourseForVisitor } from '@/web/pageData'
import { viewer } from '@/web/viewer'
import { confirmReturnedPurchase, type ReturnState } from '@/services/courses/coursePurchases'
import { getCourseOverview } from '@/services/courses/courseViews'

export const courseMetadata = async (slug: string, path: string): Promise<Metadata> =>
  metadataOrNotFound(loadCourseForVisitor(slug), 'Course not found', ({ course }) => ({
    title: course.title,
    description: course.summary,
    alternates: { canonical: path },
    openGraph: { title: course.title, url: path },
  }))

/**
 * A course page as a visitor sees it (cached: src/app/(frontend)/courses/[slug]): no enrolment,
 * no progress, an invitation to sign up or log in.
 */
export async function VisitorCoursePage({ slug, path }: { slug: string; path: string }) {
  // `next build` (no database) prerenders /foundations: an empty stand-in, never served
  if (isBuildPhase()) return null
  const overview = await orNotFound(loadCourseForVisitor(slug))
  return (
    <CourseOverview
      overview={overview}
      signedIn={false}
      publishableKey={stripePublishableKey()}
      forSale={coursePurchasesOpen()}
      path={path}
      purchase={null}
      hasEmail={false}
    />
  )
}

/**
 * A course page for a signed-in reader (src/app/(frontend)/signed-in: rendered per request, never
 * cached; a cookie whose session ended reads as a visitor). After Stripe sends a buyer back
 * (`?payment_intent=…`), the server asks Stripe how the payment went and, when it succeeded,
 * grants the course at once (the webhook grants the same enrollment).
 */
export async function MemberCoursePage({ slug, path, paymentIntent }: { slug: string; path: string; paymentIntent?: string }) {
  const payload = await getPayloadClient()
  const user = await viewer()
  let purchase: ReturnState | null = null
  if (user && paymentIntent) {
    const stripe = optionalStripe()
    const { course } = await orNotFound(getCourseOverview(payload, slug, null, { withBodies: false }))
    purchase = stripe ? await confirmReturnedPurchase(payload, stripe, user, course.id, paymentIntent) : 'unknown'
  }
  const overview = await orNotFound(getCourseOverview(payload, slug, user, { withBodies: false }))
  return (
    <CourseOverview
      overview={overview}
      signedIn={user !== null}
      publishableKey={stripePublishableKey()}
      forSale={coursePurchasesOpen()}
      path={path}
      purchase={purchase}
      hasEmail={Boolean(user?.email)}
    />
  )
}
