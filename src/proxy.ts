/**
 * Next's proxy (what Next 15 called middleware): sends an address to the page that answers it
 * (src/lib/pageVariants.ts), so every page a visitor sees comes from the page cache. Runs only
 * on the addresses in `matcher`; everything else never enters it.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { variantPath } from '@/lib/pageVariants'
import { hasSessionCookie } from '@/lib/sessionCookie.mjs'

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const target = variantPath(pathname, searchParams, hasSessionCookie(request.headers.get('cookie')))
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/glossary', '/faq', '/poses', '/events', '/search', '/donate', '/foundations', '/courses/:path+', '/filtered/:path*', '/signed-in/:path*'],
}
