import path from 'node:path'

/**
 * Environment settings with their defaults, read in one place. Every variable here is listed in
 * docs/operations.md, "Environment". Nothing in this file talks to the network.
 */
const read = (name: string): string | undefined => {
  const value = process.env[name]
  return value && value.trim() ? value.trim() : undefined
}

export const env = {
  get databaseUrl() {
    return read('DATABASE_URL')
  },
  /**
   * The key that signs sessions. `npm start` and `npm run dev` create one in .data/secret when
   * it is unset; `next build` needs none; any other production start without one is refused.
   */
  get payloadSecret(): string {
    const secret = read('PAYLOAD_SECRET')
    if (secret) return secret
    if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV !== 'production') {
      return 'development-only-secret-not-for-production'
    }
    throw new Error('PAYLOAD_SECRET is not set: refusing to start in production without it.')
  },
  get serverUrl() {
    return (read('SERVER_URL') ?? `http://localhost:${read('PORT') ?? '3000'}`).replace(/\/$/, '')
  },
  /** The public support address; unset, none is shown anywhere (docs/operations.md, "Environment"). */
  get supportEmail(): string | undefined {
    return read('SUPPORT_EMAIL')
  },
  get siteName() {
    return read('SITE_NAME')
  },
  /** An SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.org:465 */
  get smtpUrl() {
    return read('SMTP_URL')
  },
  /** The sender of outgoing mail (defaults to the support address) */
  get emailFrom() {
    return read('EMAIL_FROM') ?? read('SUPPORT_EMAIL') ?? 'hello@example.org'
  },
  /** Without SMTP_URL, mail is written here as .eml files */
  get mailCaptureDir() {
    return read('MAIL_CAPTURE_DIR')
  },
  /**
   * Where Media uploads are kept on local disk (without S3_BUCKET): MEDIA_DIR, else media/, taken
   * from `base` (the app's directory: every command runs there).
   */
  mediaDir(base: string = process.cwd()): string {
    return path.resolve(base, read('MEDIA_DIR') ?? 'media')
  },
  /** The S3 bucket Media uploads go to instead of the disk (src/integrations/storage) */
  get mediaBucket() {
    return read('S3_BUCKET')
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production'
  },
}
