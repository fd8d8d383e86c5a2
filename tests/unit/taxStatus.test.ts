/**
 * The tax wording of the footer, /donate and the receipts comes from one Site
 * settings source and never claims what an admin has not set.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DonateForm } from '@/components/donate/DonateForm'
import { Footer } from '@/components/layout/Footer'
import { QueryProvider } from '@/lib/queryClient'
import { donateTaxLine, footerTaxLine, receiptTaxStatement, taxStatusOf, type TaxStatus } from '@/lib/taxStatus'
import { receiptMail } from '@/services/donations/donationMail'
import type { ReceiptSettings } from '@/services/content/siteSettings'

const NONE: TaxStatus = { kind: 'none' }
const PENDING: TaxStatus = { kind: 'pending' }
const GRANTED: TaxStatus = { kind: 'granted', ein: '12-3456789' }

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the tax status Site settings state', () => {
  it('is none by default, pending only when an admin says so, granted only with the EIN', () => {
    expect(taxStatusOf({})).toEqual(NONE)
    expect(taxStatusOf(null)).toEqual(NONE)
    expect(taxStatusOf({ taxExemptGranted: false, taxExemptPending: false, ein: null })).toEqual(NONE)
    expect(taxStatusOf({ taxExemptPending: true })).toEqual(PENDING)
    expect(taxStatusOf({ taxExemptGranted: true, ein: '' })).toEqual(NONE)
    expect(taxStatusOf({ taxExemptGranted: true, ein: null, taxExemptPending: true })).toEqual(PENDING)
    expect(taxStatusOf({ taxExemptGranted: true, ein: '12-3456789' })).toEqual(GRANTED)
    // granted outranks a pending switch left on
    expect(taxStatusOf({ taxExemptGranted: true, ein: '12-3456789', taxExemptPending: true })).toEqual(GRANTED)
    // an EIN alone claims nothing
    expect(taxStatusOf({ ein: '12-3456789' })).toEqual(NONE)
  })

  it('says nothing about tax by default, anywhere', () => {
    expect(footerTaxLine(NONE)).toBeNull()
    expect(donateTaxLine(NONE, 'Yoga Commons')).toBeNull()
    const receipt = receiptTaxStatement(NONE, 'Yoga Commons Inc.')
    expect(receipt).toBe('No goods or services were provided in exchange for this contribution. Please keep this receipt for your records.')
    for (const line of [receipt]) expect(line).not.toMatch(/501|tax|pending|appl/i)
  })

  it('says the application is pending only when it is', () => {
    expect(footerTaxLine(PENDING)).toBe('A community non-profit applying for 501(c)(3) status.')
    expect(donateTaxLine(PENDING, 'Yoga Commons')).toBe(
      'Yoga Commons has applied for 501(c)(3) non-profit status. Until it is granted, your gift may not be tax-deductible.',
    )
    expect(receiptTaxStatement(PENDING, 'Yoga Commons Inc.')).toContain('Yoga Commons Inc. has applied for 501(c)(3) tax-exempt status and the application is still pending')
  })

  it('states the granted status with the EIN, and never "applying"', () => {
    expect(footerTaxLine(GRANTED)).toBe('A 501(c)(3) tax-exempt non-profit (EIN 12-3456789).')
    expect(donateTaxLine(GRANTED, 'Yoga Commons')).toBe(
      'Yoga Commons is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789). Your gift is tax-deductible to the extent allowed by law.',
    )
    expect(receiptTaxStatement(GRANTED, 'Yoga Commons Inc.')).toContain(
      'Yoga Commons Inc. is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789).',
    )
    for (const line of [footerTaxLine(GRANTED)!, donateTaxLine(GRANTED, 'Yoga Commons')!, receiptTaxStatement(GRANTED, 'X')]) {
      expect(line).not.toMatch(/appl|pending/i)
    }
  })
})

describe('where the wording shows', () => {
  const footer = (taxStatus: TaxStatus) =>
    text(renderToString(createElement(QueryProvider, null, createElement(Footer, { settings: { siteName: 'Yoga Commons', tagline: 'Free', supportEmail: 'hello@yoga.example', taxStatus } }))))
  const donate = (taxLine: string | null) =>
    text(renderToString(createElement(DonateForm, { initialAmount: 50, publishableKey: null, supportEmail: 'hello@yoga.example', taxLine })))
  const receipt = (taxStatus: TaxStatus) => {
    const settings: ReceiptSettings = { siteName: 'Yoga Commons', legalName: 'Yoga Commons Inc.', taxStatus, supportEmail: 'hello@yoga.example' }
    return receiptMail(settings, { amountCents: 2500, monthly: false, paidAt: new Date('2026-11-26T12:00:00Z'), donationId: 7 }).text
  }

  it('the footer, /donate and a receipt carry no tax claim by default', () => {
    expect(footer(NONE)).not.toMatch(/501|applying/)
    expect(footer(NONE)).toContain('Questions? hello@yoga.example')
    expect(donate(donateTaxLine(NONE, 'Yoga Commons'))).not.toMatch(/501|tax-deductible/)
    expect(receipt(NONE)).not.toMatch(/501|tax-exempt|pending/)
    expect(receipt(NONE)).toContain('No goods or services were provided in exchange for this contribution.')
  })

  it('all three say the same pending application', () => {
    expect(footer(PENDING)).toContain('A community non-profit applying for 501(c)(3) status. Questions?')
    expect(donate(donateTaxLine(PENDING, 'Yoga Commons'))).toContain('Yoga Commons has applied for 501(c)(3) non-profit status.')
    expect(receipt(PENDING)).toContain('has applied for 501(c)(3) tax-exempt status and the application is still pending')
  })

  it('all three state the granted status with its EIN', () => {
    expect(footer(GRANTED)).toContain('A 501(c)(3) tax-exempt non-profit (EIN 12-3456789). Questions?')
    expect(footer(GRANTED)).not.toContain('applying')
    expect(donate(donateTaxLine(GRANTED, 'Yoga Commons'))).toContain('(EIN 12-3456789). Your gift is tax-deductible')
    expect(receipt(GRANTED)).toContain('section 501(c)(3) of the Internal Revenue Code (EIN 12-3456789)')
    expect(receipt(GRANTED)).not.toContain('pending')
  })
})
