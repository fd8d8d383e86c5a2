/** The mark: a simple lotus of three petals over a horizon line. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M16 6c3 4 3 10 0 16-3-6-3-12 0-16Z" />
      <path d="M16 22c-2-5-6-8-11-8 0 5 4 8 11 8Z" />
      <path d="M16 22c2-5 6-8 11-8 0 5-4 8-11 8Z" />
      <path d="M6 26h20" />
    </svg>
  )
}
