/**
 * The public pages of src/app/(frontend) the benches visit by default: every list and form page
 * and one seeded item of each detail kind (tests/e2e/console.spec.ts visits much the same).
 */
export const PUBLIC_PAGES = [
  '/',
  '/glossary',
  '/glossary/asana',
  '/faq',
  '/faq/what-should-i-wear',
  '/poses',
  '/poses/downward-facing-dog',
  '/videos',
  '/team',
  '/contact',
  '/events',
  '/events/US/CA/san-francisco',
  '/events/detail/saturday-yoga-in-the-park-san-francisco',
  '/search',
  '/donate',
  '/donate/manage',
  '/login',
  '/register',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/courses',
  '/foundations',
  '/courses/foundations',
  '/courses/foundations/what-yoga-is',
]
