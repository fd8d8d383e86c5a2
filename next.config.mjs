import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
import { fileURLToPath } from 'node:url'

import { securityHeaderRules } from './src/lib/securityHeaders.mjs'

/** Payload's server-only packages, as installed (see serverExternalPackages below). */
export const PAYLOAD_SERVER_PACKAGES = [
  'payload',
  '@payloadcms/db-postgres',
  '@payloadcms/drizzle',
  '@payloadcms/email-nodemailer',
  '@payloadcms/graphql',
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` is the check; NEXT_SKIP_TYPECHECK=1 lets a build skip its second run
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // server/server.mjs compresses, in Brotli or gzip; Next's own does gzip only
  compress: false,
  // Pages and data cached in memory, expired by tag, never read from the build
  cacheHandler: fileURLToPath(new URL('./server/pageCacheHandler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Payload's server code runs as installed, not bundled: one copy, unminified, as `next dev`
  // runs it (withPayload externalises the same packages there). Bundled, the production build
  // minifies Payload's error classes and can hold a second copy of them, so `instanceof
  // ValidationError` and `err.name` fail and a field's validation error became a 500 with no
  // `data.errors` (Payload issues #17298, #7140, #14786). Only server packages with no React
  // in them: @payloadcms/next, ui and richtext-lexical stay bundled (their components are).
  serverExternalPackages: PAYLOAD_SERVER_PACKAGES,
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'img.youtube.com' },
    ],
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

/** @param {string} phase */
export default (phase) =>
  withPayload(
    {
      ...nextConfig,
      async headers() {
        // CSP, HSTS and the rest on every path (src/lib/securityHeaders.mjs); `npm start`'s
        // server (server/server.mjs) also sets them, with the SERVER_URL it runs with.
        return securityHeaderRules({ serverUrl: process.env.SERVER_URL, dev: phase === PHASE_DEVELOPMENT_SERVER })
      },
    },
    { devBundleServerPackages: false },
  )
