import { Award, BadgeCheck, BookOpen, Download, KeyRound, Mail, Trash2 } from 'lucide-react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { ChangePasswordForm } from '@/components/account/ChangePasswordForm'
import { DeleteAccountForm } from '@/components/account/DeleteAccountForm'
import { DisplayNameForm } from '@/components/account/DisplayNameForm'
import { EmailForm } from '@/components/account/EmailForm'
import { buttonClass } from '@/components/ui/button'
import { Card, PageIntro } from '@/components/ui/primitives'
import { getPayloadClient } from '@/services/platform/payload'
import { getAccountOverview, type AccountOverview } from '@/services/accounts/account'
import { currentUser } from '@/services/accounts/auth'

/** Per visitor or per request (session, query, time): rendered on every request, never cached. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
          <span aria-hidden className="text-sage-700">
            {icon}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  )
}

function Courses({ courses }: { courses: AccountOverview['courses'] }) {
  if (courses.length === 0) {
    return (
      <div className="rounded-2xl bg-sand-100 p-5">
        <p className="font-medium">You haven&apos;t started a course yet</p>
        <p className="mt-1 text-ink-muted">Foundations is free and made for complete beginners: breathing, the first poses, a short sequence.</p>
        <Link href="/foundations" className={buttonClass({ size: 'sm' }, 'mt-4')}>
          Start Foundations
        </Link>
      </div>
    )
  }
  return (
    <ul className="grid gap-3">
      {courses.map((course) => (
        <li key={course.slug} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand-100 p-4">
          <div>
            <Link href={course.href} className="font-medium text-sage-700 underline underline-offset-2">
              {course.title}
            </Link>
            <p className="text-sm text-ink-muted">
              {course.lessonsDone} of {course.lessonsTotal} lessons done
            </p>
          </div>
          {/* The brand's sage on a sand track in every engine (Chromium/WebKit and Firefox pseudo-elements), not the browser's own green. */}
          <progress
            className="h-2.5 w-40 appearance-none overflow-hidden rounded-full border-0 bg-sand-300 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-sage-700 [&::-webkit-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-sand-300 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-sage-700"
            max={course.lessonsTotal}
            value={course.lessonsDone}
            aria-label={`${course.title} progress`}
          />
        </li>
      ))}
    </ul>
  )
}

function Certificates({ certificates }: { certificates: AccountOverview['certificates'] }) {
  if (certificates.length === 0) {
    return <p className="text-ink-muted">No certificates yet. Finish a course and its certificate appears here, with a link anyone can check.</p>
  }
  return (
    <ul className="grid gap-3">
      {certificates.map((certificate) => (
        <li key={certificate.verifyId} className="rounded-2xl bg-sand-100 p-4">
          <Link href={certificate.href} className="font-medium text-sage-700 underline underline-offset-2">
            {certificate.courseTitle}
          </Link>
          <p className="text-sm text-ink-muted">
            Issued {dateFormat.format(new Date(certificate.issuedAt))}
            {certificate.revoked ? ' · revoked' : ''}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** /account: members only (signed out → /login?returnTo=/account). */
export default async function AccountPage() {
  const payload = await getPayloadClient()
  const user = await currentUser(payload, await headers())
  if (!user) redirect('/login?returnTo=/account')
  const account = await getAccountOverview(payload, user)
  return (
    <>
      <PageIntro eyebrow="Account" title="Your account">
        Logged in as <strong className="text-ink">{account.username}</strong>, a member since {dateFormat.format(new Date(account.memberSince))}.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <Section id="my-courses" title="My courses" icon={<BookOpen className="size-5" />}>
            <Courses courses={account.courses} />
          </Section>
          <Section id="my-certificates" title="My certificates" icon={<Award className="size-5" />}>
            <Certificates certificates={account.certificates} />
          </Section>
          <Section id="my-data" title="Your data" icon={<Download className="size-5" />}>
            <p className="text-ink-muted">Everything we keep about your account, as one JSON file: your username, your e-mail address if you added one, your sessions, your courses and certificates.</p>
            <a href="/api/account/export" download className={buttonClass({ variant: 'secondary' }, 'mt-4')}>
              <Download aria-hidden className="size-4" /> Download my data
            </a>
          </Section>
        </div>
        <div className="grid gap-6">
          <Section id="certificate-name" title="Name on your certificates" icon={<BadgeCheck className="size-5" />}>
            <p className="mb-4 text-ink-muted">Your certificates show this name to anyone who checks them. Changing it updates your valid certificates too.</p>
            <DisplayNameForm username={account.username} displayName={account.displayName} />
          </Section>
          <Section id="account-email-section" title="E-mail (optional)" icon={<Mail className="size-5" />}>
            <p className="mb-4 text-ink-muted">
              Add an address to reset your password if you forget it and to get receipts for courses you buy. We use it for nothing else.
            </p>
            <EmailForm email={account.email} pendingEmail={account.pendingEmail} />
          </Section>
          <Section id="change-password" title="Change password" icon={<KeyRound className="size-5" />}>
            <ChangePasswordForm username={account.username} />
          </Section>
          <Section id="delete-account" title="Delete my account" icon={<Trash2 className="size-5" />}>
            <p className="mb-4 text-ink-muted">
              This removes your account, your course progress and enrollments for good, and revokes your certificates. It cannot be undone.
            </p>
            <DeleteAccountForm />
          </Section>
        </div>
      </div>
    </>
  )
}
