import { cn } from '@/lib/cn'

/** BRAND.md's designed placeholder until an image is generated: a soft gradient with the word. */
export function WordPlaceholder({ word, lang, className }: { word: string; lang?: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`Illustration placeholder: ${word}`}
      className={cn(
        'flex aspect-[4/3] items-center justify-center overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-sage-100 via-sand-100 to-terracotta-50 p-6',
        className,
      )}
    >
      <span lang={lang} className={cn('text-center text-4xl text-sage-800/80 sm:text-5xl', lang === 'sa' ? 'devanagari' : 'font-serif')}>
        {word}
      </span>
    </div>
  )
}
