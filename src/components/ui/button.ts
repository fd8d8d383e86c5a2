import { cn } from '@/lib/cn'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-60'
const variants = {
  primary: 'bg-sage-700 text-white hover:bg-sage-800',
  secondary: 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
  accent: 'bg-terracotta-700 text-white hover:bg-terracotta-600',
  ghost: 'text-ink-muted hover:bg-sand-100 hover:text-ink',
  danger: 'bg-danger text-white hover:bg-[#8a1f16]',
} as const
const sizes = { sm: 'h-9 px-4 text-sm', md: 'h-11 px-5 text-base', lg: 'h-12 px-6 text-base' } as const

/** Button classes for <button> and <Link> alike (shadcn/ui's convention without the wrapper). */
export const buttonClass = (
  { variant = 'primary', size = 'md' }: { variant?: keyof typeof variants; size?: keyof typeof sizes } = {},
  className?: string,
) => cn(base, variants[variant], sizes[size], className)
