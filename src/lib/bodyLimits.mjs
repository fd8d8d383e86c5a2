// @ts-check
/**
 * How large a request body may be, by where it goes. Checked from Content-Length by the
 * production server before a request reaches Next (server/requestGuard.mjs), and again
 * while the body is read (src/web/http.ts for /api, src/web/cmsApi.ts for /cms-api), for
 * bodies sent without a length. Plain JavaScript: the production server loads it as it is.
 *
 *   API_MAX_BODY_BYTES       /api JSON (the site's forms send a few kB)        32 kB
 *   CMS_API_MAX_JSON_BYTES   /cms-api JSON (the admin's saves, rich text)      64 kB
 *   MEDIA_MAX_UPLOAD_BYTES   /cms-api uploads (multipart: a Media file)        10 MB
 *   (Stripe's webhook takes up to 512 kB: an invoice with its lines)
 */

/** @param {string} name @param {number} fallback */
const bytesFrom = (name, fallback) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback
}

export const DEFAULT_API_MAX_BODY_BYTES = 32 * 1024
export const WEBHOOK_PATH = '/api/stripe/webhook'
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024
// Read when asked, not when imported: the production server imports this before Next loads .env.
export const cmsApiMaxJsonBytes = () => bytesFrom('CMS_API_MAX_JSON_BYTES', 64 * 1024)
export const mediaMaxUploadBytes = () => bytesFrom('MEDIA_MAX_UPLOAD_BYTES', 10 * 1024 * 1024)
