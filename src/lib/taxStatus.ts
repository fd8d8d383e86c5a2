/**
 * The organisation's tax status as Site settings state it, and every sentence the
 * site says about it: the footer, /donate and the donation receipts read this one source, so
 * none of them claims what an admin has not set.
 *
 *   granted  "Tax-exempt status granted" on, with the EIN: the 501(c)(3) status, with the EIN
 *   pending  "501(c)(3) application pending" on (and not granted): the application is pending
 *   none     neither (the default): no tax claim at all
 */
export type TaxStatus = { kind: 'granted'; ein: string } | { kind: 'pending' } | { kind: 'none' }

/** The Site settings fields ("Donation receipts") the status comes from. */
export type TaxSettings = {
  taxExemptGranted?: boolean | null
  taxExemptPending?: boolean | null
  ein?: string | null
}

/** A granted status counts only with its EIN; a granted one outranks a pending application. */
export const taxStatusOf = (settings: TaxSettings | null | undefined): TaxStatus => {
  const ein = settings?.ein?.trim()
  if (settings?.taxExemptGranted && ein) return { kind: 'granted', ein }
  if (settings?.taxExemptPending) return { kind: 'pending' }
  return { kind: 'none' }
}

/** The footer's sentence before "Questions?", or null (nothing said; also for settings cached before this field). */
export const footerTaxLine = (status: TaxStatus | undefined): string | null =>
  !status
    ? null
    : status.kind === 'granted'
      ? `A 501(c)(3) tax-exempt non-profit (EIN ${status.ein}).`
      : status.kind === 'pending'
        ? 'A community non-profit applying for 501(c)(3) status.'
        : null

/** What /donate says under the form about deductibility, or null (nothing said). */
export const donateTaxLine = (status: TaxStatus | undefined, name: string): string | null =>
  !status
    ? null
    : status.kind === 'granted'
      ? `${name} is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN ${status.ein}). Your gift is tax-deductible to the extent allowed by law.`
      : status.kind === 'pending'
        ? `${name} has applied for 501(c)(3) non-profit status. Until it is granted, your gift may not be tax-deductible.`
        : null

/** The receipt's paragraph: the status (granted or pending) or, by default, no tax claim. */
export const receiptTaxStatement = (status: TaxStatus, legalName: string): string =>
  status.kind === 'granted'
    ? `${legalName} is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN ${status.ein}). No goods or services were provided in exchange for this contribution. Please keep this receipt for your tax records.`
    : status.kind === 'pending'
      ? `${legalName} has applied for 501(c)(3) tax-exempt status and the application is still pending, so we cannot tell you that this gift is tax-deductible. No goods or services were provided in exchange for it. Please keep this receipt for your records.`
      : 'No goods or services were provided in exchange for this contribution. Please keep this receipt for your records.'
