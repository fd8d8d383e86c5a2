'use client'

import { Printer } from 'lucide-react'

import { buttonClass } from '@/components/ui/button'

/** Prints the certificate (the print stylesheet keeps it to one A4 or Letter page). */
export function PrintButton() {
  return (
    <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" /> Print or save as PDF
    </button>
  )
}
