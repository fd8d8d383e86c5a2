/** With no support address set, nothing shows one (and no sentence is left dangling). */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DonateForm } from '@/components/donate/DonateForm'
import { DonationOutcome } from '@/components/donate/DonationOutcome'
import { Footer } from '@/components/layout/Footer'
import { QueryProvider } from '@/lib/queryClient'
import type { DonationStatus } from '@/services/donations/donationStatus'

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")

describe('no support address', () => {
  it('the footer offers none', () => {
    const html = text(renderToString(createElement(QueryProvider, null, createElement(Footer, { settings: { siteName: 'Yoga Commons', tagline: 'Free yoga', taxStatus: { kind: 'none' } } }))))
    expect(html).not.toContain('mailto:')
    expect(html).not.toContain('Questions?')
    const withAddress = text(renderToString(createElement(QueryProvider, null, createElement(Footer, { settings: { siteName: 'Yoga Commons', tagline: 'Free yoga', supportEmail: 'help@yoga.example', taxStatus: { kind: 'none' } } }))))
    expect(withAddress).toContain('href="mailto:help@yoga.example"')
  })

  it.each<[string, DonationStatus]>([
    ['succeeded without an e-mail', { state: 'succeeded', totalCents: 2500, monthly: false }],
    ['processing without an e-mail', { state: 'processing', totalCents: 2500, monthly: false }],
    ['unknown', { state: 'unknown' }],
  ])('the donation outcome (%s) writes no "write to us at"', (_name, status) => {
    const html = text(renderToString(createElement(DonationOutcome, { status })))
    expect(html).not.toContain('mailto:')
    expect(html).not.toMatch(/write to us at/i)
    expect(html).not.toContain('undefined')
  })

  it('the donation form without Stripe names no address', () => {
    const html = text(renderToString(createElement(DonateForm, { initialAmount: 25, publishableKey: null })))
    expect(html).not.toContain('mailto:')
    expect(html).not.toContain('undefined')
  })
})
