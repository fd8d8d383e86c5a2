export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/glossary', label: 'Glossary' },
  { href: '/faq', label: 'FAQ' },
  { href: '/poses', label: 'Poses' },
  { href: '/events', label: 'Events' },
  { href: '/videos', label: 'Videos' },
  // The courses (SPEC's /foundations included) are part of the main navigation.
  { href: '/courses', label: 'Courses' },
  { href: '/team', label: 'Team' },
  { href: '/donate', label: 'Donate' },
] as const

/**
 * Home is active only on exactly "/", every other link on any path beginning with it;
 * Courses also on /foundations (the Foundations course).
 */
export const isActiveLink = (href: string, pathname: string): boolean =>
  href === '/' ? pathname === '/' : pathname.startsWith(href) || (href === '/courses' && pathname.startsWith('/foundations'))
