import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
import { fileURLToPath } from 'node:url'

import { listFilterRewrites } from './src/lib/listRewrites.mjs'
import { securityHeaderRules } from './src/lib/securityHeaders.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/server.mjs compresses, in Brotli or gzip; Next's own does gzip only
  compress: false,
  // Pages and data cached in memory, expired by tag, never read from the build (issue 18)
  cacheHandler: fileURLToPath(new URL('./src/lib/pageCacheHandler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
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
      async rewrites() {
        return { beforeFiles: listFilterRewrites(), afterFiles: [], fallback: [] }
      },
      async headers() {
        // CSP, HSTS and the rest on every path (src/lib/securityHeaders.mjs); `npm start`'s
        // server (scripts/server.mjs) also sets them, with the SERVER_URL it runs with.
        return securityHeaderRules({ serverUrl: process.env.SERVER_URL, dev: phase === PHASE_DEVELOPMENT_SERVER })
      },
    },
    { devBundleServerPackages: false },
  )
