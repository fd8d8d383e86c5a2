import { clsx, type ClassValue } from 'clsx'

/** Joins conditional class names (callers never pass conflicting Tailwind classes). */
export const cn = (...inputs: ClassValue[]) => clsx(inputs)
