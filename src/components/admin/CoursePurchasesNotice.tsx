import { coursePurchasesOpen } from '@/services/courses/purchasesOpen'

/**
 * Above the admin's Courses list: when this server cannot sell courses (Stripe not set
 * up), editors read why visitors see no price and no buy button on paid courses. Nothing when
 * purchases work.
 */
export function CoursePurchasesNotice() {
  if (coursePurchasesOpen()) return null
  return (
    <div
      role="note"
      style={{
        marginBottom: 'calc(var(--base) * 1.5)',
        padding: 'calc(var(--base) * 0.75) var(--base)',
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-warning-50)',
      }}
    >
      <strong>Course purchases are off on this server.</strong> Stripe is not set up (the environment variables <code>STRIPE_SECRET_KEY</code>{' '}
      and <code>NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY</code>), so a paid course (price above 0) shows visitors and members no price and no way to buy:
      only its free preview lessons. Free courses and members who already bought a course are not affected.
    </div>
  )
}
