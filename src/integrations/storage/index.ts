/**
 * Where Media files live: on local disk (`media/`) by default, which serves one
 * machine, including several app processes on it; in an S3 bucket (AWS S3, Cloudflare R2,
 * MinIO, …) when S3_BUCKET is set, so app processes on different machines see the same files.
 * Either way they are served from /cms-api/media/file/{name} through Payload, so stored
 * addresses stay valid when the storage changes. The plugin's fields are always in the schema
 * (alwaysInsertFields), so turning S3 on or off needs no migration.
 */
import { s3Storage } from '@payloadcms/storage-s3'

const read = (name: string, environment: Record<string, string | undefined>) => environment[name]?.trim() || undefined

export const mediaStorage = (environment: Record<string, string | undefined> = process.env) => {
  const bucket = read('S3_BUCKET', environment)
  const accessKeyId = read('S3_ACCESS_KEY_ID', environment)
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY', environment)
  return s3Storage({
    enabled: !!bucket,
    alwaysInsertFields: true,
    // a prefix (even empty) keeps its column in the schema whether S3 is on or off
    collections: { media: { prefix: '' } },
    bucket: bucket ?? 'not-configured',
    config: {
      region: read('S3_REGION', environment) ?? 'auto',
      endpoint: read('S3_ENDPOINT', environment),
      forcePathStyle: read('S3_FORCE_PATH_STYLE', environment) === 'true',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  })
}
