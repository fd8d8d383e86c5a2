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
  '/search?q=asana',
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

/**
 * The pages issue 33 put in the page cache, one address each (bench:page-variants measures each
 * against the cached /glossary): filtered lists, /events with filters and a place, searches,
 * the course pages as a visitor sees them, /donate with an amount, /team.
 */
export const PAGE_VARIANTS = [
  '/glossary?letter=A',
  '/faq?search=wear',
  '/poses?difficulty=beginner',
  '/videos',
  '/events',
  '/events?eventType=class&locationType=online',
  '/events/US/CA/san-francisco',
  '/search?q=asana',
  '/search?q=breathing&tab=glossary',
  '/courses',
  '/foundations',
  '/courses/foundations/what-yoga-is',
  '/donate',
  '/donate?amount=100&frequency=one-time',
  '/team',
]
