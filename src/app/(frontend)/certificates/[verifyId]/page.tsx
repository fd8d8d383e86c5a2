import { Award, CheckCircle2, XCircle } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { PrintButton } from '@/components/courses/PrintButton'
import { formatCourseDate } from '@/lib/courseFormat'
import { env } from '@/lib/env'
import { orNotFound } from '@/web/notFound'
import { qrSvg } from '@/lib/qr'
import { loadCertificate, loadSiteSettings } from '@/web/pageData'

/** Cached per certificate on its first request, expired when any certificate changes. */
export const generateStaticParams = async (): Promise<never[]> => []

type Props = { params: Promise<{ verifyId: string }> }

/** Public, but not for search engines: a certificate is found by its address only. */
export const metadata: Metadata = { title: 'Certificate', robots: { index: false, follow: false } }

/**
 * /certificates/{verifyId}: anyone checks a certificate here: the holder's name, the course, the
 * date and a QR code of this address (prints as one A4 or Letter page); a revoked one says only
 * that it was revoked, when, and why (an admin's reason, shown as plain text).
 */
export default async function CertificatePage({ params }: Props) {
  const { verifyId } = await params
  const certificate = await orNotFound(loadCertificate(verifyId))
  const settings = await loadSiteSettings()
  if (certificate.status === 'revoked') {
    // Revoked: it names no one and no course any more, only that it was withdrawn, when and why.
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" data-certificate>
        <h1 className="mb-4 text-3xl font-semibold">Certificate revoked</h1>
        <div role="status" className="certificate-status flex items-start gap-3 rounded-[var(--radius-card)] border border-danger/30 bg-terracotta-50 p-4">
          <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="min-w-0">
            <p>
              <strong>This certificate has been revoked.</strong>{' '}
              {certificate.revokedAt ? `It was withdrawn on ${formatCourseDate(certificate.revokedAt)} and no longer vouches for anyone.` : 'It no longer vouches for anyone.'}
            </p>
            {certificate.revokedReason ? (
              // an admin's words: React escapes them, line breaks kept
              <p className="mt-2 break-words whitespace-pre-line" data-revoked-reason>
                <span className="font-semibold">Reason:</span> {certificate.revokedReason}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/courses" className="inline-flex h-11 items-center rounded-full px-5 font-medium text-sage-700 hover:bg-sand-100">
            Browse courses
          </Link>
        </div>
      </div>
    )
  }

  const url = `${env.serverUrl.replace(/\/$/, '')}/certificates/${certificate.verifyId}`
  const svg = await qrSvg(url)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6" data-certificate>
      <div role="status" className="certificate-status mb-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-success/30 bg-sage-50 p-4">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <p>
          <strong>Valid certificate.</strong> {`${settings.siteName} issued this certificate to ${certificate.holderName}.`}
        </p>
      </div>

      <section aria-labelledby="certificate-title" className="certificate-sheet relative overflow-hidden rounded-[var(--radius-card)] border-2 border-sage-700/40 bg-white p-6 text-center shadow-[var(--shadow-soft)] sm:p-12">
        <div aria-hidden className="pointer-events-none absolute inset-3 rounded-[calc(var(--radius-card)-4px)] border border-sand-300" />
        <Award aria-hidden className="mx-auto size-12 text-sage-700" />
        <p className="mt-4 text-sm font-semibold tracking-[0.2em] text-sage-700 uppercase">{settings.siteName}</p>
        <h1 id="certificate-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Certificate of completion
        </h1>
        <p className="mt-8 text-ink-muted">This certifies that</p>
        <p className="mt-2 font-serif text-3xl break-words sm:text-5xl">{certificate.holderName}</p>
        <p className="mt-6 text-ink-muted">completed every lesson of the course</p>
        <p className="mt-2 font-serif text-2xl sm:text-3xl">
          {certificate.course.slug ? (
            <Link href={certificate.course.slug === 'foundations' ? '/foundations' : `/courses/${certificate.course.slug}`} className="hover:underline">
              {certificate.course.title}
            </Link>
          ) : (
            certificate.course.title
          )}
        </p>
        <p className="mt-6 text-ink-muted">
          on <time dateTime={certificate.issuedAt}>{formatCourseDate(certificate.issuedAt)}</time>
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-between sm:text-left">
          <div className="text-sm text-ink-muted">
            <p>Verify this certificate at</p>
            <p className="font-mono text-xs break-all text-ink">{url}</p>
          </div>
          <div
            role="img"
            aria-label={`QR code linking to ${url}`}
            className="size-28 shrink-0 [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
      </section>

      <div className="certificate-actions mt-6 flex flex-wrap justify-center gap-3">
        <PrintButton />
        <Link href="/courses" className="inline-flex h-11 items-center rounded-full px-5 font-medium text-sage-700 hover:bg-sand-100">
          Browse courses
        </Link>
      </div>
    </div>
  )
}
