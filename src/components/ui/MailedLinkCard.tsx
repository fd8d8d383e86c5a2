import type { ReactNode, Ref } from 'react'

/**
 * The page behind a mailed link (newsletter confirm and unsubscribe, an account's e-mail
 * confirmation): one card with its heading, which takes focus when the outcome replaces it.
 */
export function MailedLinkCard({ title, headingRef, children }: { title: ReactNode; headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-soft)] sm:p-10">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold outline-none sm:text-4xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  )
}
