import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { searchPlugin } from '@payloadcms/plugin-search'
import { buildConfig, defaultLoggerOptions, type Config } from 'payload'
import sharp from 'sharp'

import { AiUsage } from '@/collections/AiUsage'
import { Certificates } from '@/collections/Certificates'
import { ContactMessages } from '@/collections/ContactMessages'
import { Courses } from '@/collections/Courses'
import { Donations } from '@/collections/Donations'
import { MonthlyGifts } from '@/collections/MonthlyGifts'
import { StripeEvents } from '@/collections/StripeEvents'
import { Events } from '@/collections/Events'
import { Faqs } from '@/collections/Faqs'
import { Feedback } from '@/collections/Feedback'
import { GenerationRequests } from '@/collections/GenerationRequests'
import { GlossaryTerms } from '@/collections/GlossaryTerms'
import { restrictInternalCollections } from '@/collections/internalAccess'
import { Ideas } from '@/collections/Ideas'
import { Enrollments } from '@/collections/Enrollments'
import { LessonProgress } from '@/collections/LessonProgress'
import { Lessons } from '@/collections/Lessons'
import { Media } from '@/collections/Media'
import { NewsletterCampaigns } from '@/collections/NewsletterCampaigns'
import { NewsletterSubscribers } from '@/collections/NewsletterSubscribers'
import { Poses } from '@/collections/Poses'
import { Proposals } from '@/collections/Proposals'
import { searchPluginConfig } from '@/collections/Search'
import { Users } from '@/collections/Users'
import { Videos } from '@/collections/Videos'
import { YoutubeQuota } from '@/collections/YoutubeQuota'
import { YoutubeSearches } from '@/collections/YoutubeSearches'
import { SiteSettings } from '@/globals/SiteSettings'
import { Team } from '@/globals/Team'
import { createMailTransport } from '@/integrations/email/transport'
import { withUnsafeTextGuard, withUnsafeTextGuardGlobal } from '@/hooks/rejectUnsafeText'
import { answerRefusedValues, shortenRefusedValues } from '@/hooks/refusedValues'
import { jobs } from '@/jobs'
import { env } from '@/lib/env'
import { mediaStorage } from '@/integrations/storage'
import { productionLogRedaction, redactsLogs } from '@/lib/redact'
import { guardDatabase, poolConfig } from '@/services/platform/database'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload adds its lock and preference collections while building: their access is set after.
export default buildConfig({
  serverURL: env.serverUrl,
  secret: env.payloadSecret,
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  telemetry: false,
  // Outside development, a failed job's log line carries no queued mail (addressee): pino
  // redaction, same pretty output (src/lib/redact.ts). A value the database refused is one line
  // (src/hooks/refusedValues.ts).
  logger: {
    options: { hooks: { logMethod: shortenRefusedValues }, ...(redactsLogs() ? { redact: productionLogRedaction } : {}) },
    destination: defaultLoggerOptions,
  },
  // A wrong password or a rate-limited request is a visitor's mistake, not the server's: a log
  // line each, without a stack trace (Payload logs them as errors by default). Matched by error
  // name, as Payload does (its classes keep their names: next.config.mjs leaves Payload
  // unbundled); TooManyRequestsError sets its own. Payload's type knows only its own names.
  loggingLevels: { AuthenticationError: 'info', TooManyRequestsError: 'info' } as Config['loggingLevels'],
  // The REST API's answer to a value the database refused: 400, not 500.
  hooks: { afterError: [answerRefusedValues] },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Yoga Commons admin', robots: 'noindex, nofollow' },
    components: {
      // The admin review views (src/components/admin/views; roles in adminAccess.ts)
      afterNavLinks: ['/components/admin/AdminNavLinks#AdminNavLinks'],
      // Each AI feature, on or off and why: visitors never see the reasons
      beforeDashboard: ['/components/admin/AiStatusPanel#AiStatusPanel'],
      views: {
        feedback: { Component: '/components/admin/views/FeedbackView#FeedbackView', path: '/feedback', exact: true, meta: { title: 'Feedback review', robots: 'noindex, nofollow' } },
        proposals: { Component: '/components/admin/views/ProposalsView#ProposalsView', path: '/proposals', exact: true, meta: { title: 'AI proposals', robots: 'noindex, nofollow' } },
        ideas: { Component: '/components/admin/views/IdeasView#IdeasView', path: '/ideas', exact: true, meta: { title: 'Ideas backlog', robots: 'noindex, nofollow' } },
        newsletters: { Component: '/components/admin/views/NewslettersView#NewslettersView', path: '/newsletters', exact: true, meta: { title: 'Newsletter campaigns', robots: 'noindex, nofollow' } },
      },
    },
  },
  // Every write and login through Payload refuses NUL and lone surrogates (400, not 500)
  collections: [
    GlossaryTerms,
    Faqs,
    Poses,
    Videos,
    Events,
    Courses,
    Lessons,
    Enrollments,
    LessonProgress,
    Certificates,
    Feedback,
    Proposals,
    Ideas,
    NewsletterSubscribers,
    NewsletterCampaigns,
    ContactMessages,
    Donations,
    MonthlyGifts,
    StripeEvents,
    Media,
    Users,
    AiUsage,
    GenerationRequests,
    YoutubeQuota,
    YoutubeSearches,
  ].map(withUnsafeTextGuard),
  globals: [SiteSettings, Team].map(withUnsafeTextGuardGlobal),
  jobs,
  // Connection error listeners and the transaction watchdog, in every process (web, worker, scripts)
  onInit: async (payload) => {
    guardDatabase(payload)
  },
  plugins: [searchPlugin(searchPluginConfig), mediaStorage()],
  db: postgresAdapter({
    // Sizes, time limits (PostgreSQL ends a transaction idle for 60 s) and a name in pg_stat_activity
    pool: poolConfig(env.databaseUrl),
    // Schema changes go through committed migrations only: never dev push.
    push: false,
    // DEBUG_SQL=1 prints every statement Payload sends (for measuring and tuning queries).
    logger: process.env.DEBUG_SQL ? true : undefined,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // SMTP when SMTP_URL is set, else .eml files under .data/mail (never a network test service)
  email: nodemailerAdapter({
    defaultFromAddress: env.emailFrom,
    defaultFromName: env.siteName ?? 'Yoga Commons',
    transport: createMailTransport({ smtpUrl: () => env.smtpUrl, captureDir: () => env.mailCaptureDir }),
    skipVerify: true,
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
}).then(restrictInternalCollections)
