import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DonateForm } from '@/components/donate/DonateForm'
import { DonationOutcome, OUTCOME_TITLES } from '@/components/donate/DonationOutcome'
import {
  choiceKey,
  impactText,
  initialAmountChoice,
  intentBody,
  intentPath,
  newClientKey,
  payLine,
  readCustomAmount,
  successUrl,
  summaryText,
} from '@/lib/donationForm'
import { AMOUNT_MESSAGE, impactPhrase, studentsSupported } from '@/lib/donations'
import type { DonationStatus } from '@/services/donations/donationStatus'

describe('the custom amount field (whole dollars, 1 to 10,000)', () => {
  it('reads whole dollars, with or without $ and thousands commas', () => {
    expect(readCustomAmount('37')).toEqual({ amount: 37 })
    expect(readCustomAmount(' $250 ')).toEqual({ amount: 250 })
    expect(readCustomAmount('1,000')).toEqual({ amount: 1000 })
    expect(readCustomAmount('10000')).toEqual({ amount: 10000 })
    expect(readCustomAmount('1')).toEqual({ amount: 1 })
  })

  it('says nothing while empty and the message for anything else', () => {
    expect(readCustomAmount('')).toEqual({ amount: null })
    expect(readCustomAmount('   ')).toEqual({ amount: null })
    for (const text of ['0', '10001', '20000', '37.50', '-5', 'abc', '1,00', '$']) {
      expect(readCustomAmount(text)).toEqual({ amount: null, error: AMOUNT_MESSAGE })
    }
  })

  it('starts from ?amount=: one of the four selects it, anything else fills the field', () => {
    expect(initialAmountChoice(100)).toEqual({ preset: 100, custom: '' })
    expect(initialAmountChoice(37)).toEqual({ preset: null, custom: '37' })
    expect(initialAmountChoice(0)).toEqual({ preset: null, custom: '0' })
  })
})

describe('what the page says and sends', () => {
  it('summarises the gift with the fee and the impact of SPEC §9', () => {
    expect(summaryText(50, 'monthly', false)).toBe("You're giving $50 monthly — supports 10 students")
    expect(summaryText(25, 'one-time', false)).toBe("You're giving $25 once — supports 5 students")
    expect(summaryText(180, 'one-time', true)).toBe("You're giving $185.69 once — supports 36 students")
    expect(impactText(100)).toBe('Supports 20 students')
    expect(impactText(37)).toBe('Supports 7 students')
  })

  it('every amount follows one student per $5, and nothing is claimed below $5', () => {
    // the four suggested amounts
    expect([25, 50, 100, 250].map(studentsSupported)).toEqual([5, 10, 20, 50])
    // custom amounts, monthly or once, at the same rate (floor(amount / 5))
    expect([5, 7, 9, 10, 37, 180, 500, 10_000].map(studentsSupported)).toEqual([1, 1, 1, 2, 7, 36, 100, 2000])
    expect(summaryText(7, 'monthly', false)).toBe("You're giving $7 monthly — supports 1 student")
    expect(summaryText(500, 'one-time', false)).toBe("You're giving $500 once — supports 100 students")
    // the covered fee is not counted as impact
    expect(summaryText(24, 'one-time', true)).toBe("You're giving $25.03 once — supports 4 students")
    for (const amount of [1, 3, 4]) {
      expect(studentsSupported(amount)).toBe(0)
      expect(impactPhrase(amount)).toBeNull()
      expect(impactText(amount)).toBeNull()
      expect(summaryText(amount, 'monthly', false)).toBe(`You're giving $${amount} monthly`)
      expect(payLine(amount * 100, amount, 'one-time')).toBe(`$${amount} once`)
    }
    expect(payLine(5185, 50, 'monthly')).toBe('$51.85 monthly · Supports 10 students')
    expect(payLine(500, 5, 'one-time')).toBe('$5 once · Supports 1 student')
  })

  it('asks the endpoint of the frequency, with a key of the allowed shape and the reference it replaces', () => {
    expect(intentPath('monthly')).toBe('/api/create-subscription-intent')
    expect(intentPath('one-time')).toBe('/api/create-payment-intent')
    const key = newClientKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(newClientKey()).not.toBe(key)
    const choice = { amount: 50, frequency: 'monthly' as const, coverFee: false }
    expect(intentBody(choice, key)).toEqual({ amount: 50, coverFee: false, clientKey: key })
    expect(intentBody({ ...choice, email: 'a@b.org', coverFee: true }, key, 'ref.1')).toEqual({
      amount: 50,
      email: 'a@b.org',
      coverFee: true,
      clientKey: key,
      replaces: 'ref.1',
    })
  })

  it('gives each distinct choice its own key string', () => {
    const base = { amount: 50, frequency: 'monthly' as const, coverFee: false }
    const keys = new Set([
      choiceKey(base),
      choiceKey({ ...base, amount: 100 }),
      choiceKey({ ...base, frequency: 'one-time' }),
      choiceKey({ ...base, coverFee: true }),
      choiceKey({ ...base, email: 'a@b.org' }),
    ])
    expect(keys.size).toBe(5)
    expect(choiceKey(null)).toBe('')
  })

  it("returns to /donate/success with the gift's reference", () => {
    expect(successUrl('https://yoga.example', 'abc.def/+=')).toBe('https://yoga.example/donate/success?donation=abc.def%2F%2B%3D')
    expect(successUrl('https://yoga.example', undefined)).toBe('https://yoga.example/donate/success')
  })
})

describe('the donate form without Stripe set up', () => {
  const html = renderToString(
    createElement(DonateForm, { initialAmount: 100, publishableKey: null, supportEmail: 'hello@yoga.example' }),
  )
  const text = html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")

  it('says calmly that online donations are not set up, with the support address', () => {
    expect(text).toContain('Online donations are not set up yet')
    expect(text).toContain('Write to us at')
    expect(text).toContain('href="mailto:hello@yoga.example"')
    expect(text).toContain('>hello@yoga.example</a>')
    expect(text).not.toContain('Complete Donation')
    expect(text).not.toContain('payment form could not load')
  })

  it('still shows every choice, the summary and the manage link', () => {
    expect(text).toContain('Recommended')
    for (const [amount, students] of [[25, 5], [50, 10], [100, 20], [250, 50]]) {
      expect(text).toContain(`$${amount}`)
      expect(text).toContain(`Supports ${students} students`)
    }
    expect(text).toMatch(/<input[^>]*value="100"[^>]*checked=""|<input[^>]*checked=""[^>]*value="100"/)
    expect(text).toContain("You're giving $100 monthly — supports 20 students")
    expect(text).toContain('Add $3.30 to cover processing fees so all of my gift arrives')
    expect(text).toContain('href="/donate/manage"')
  })
})

describe('the thank-you page for each state Stripe reports', () => {
  const render = (status: DonationStatus) =>
    renderToString(createElement(DonationOutcome, { status, supportEmail: 'hello@yoga.example' }))
      .replace(/<!-- -->/g, '')
      .replace(/&#x27;/g, "'")

  it('succeeded: thank you, the receipt address, Home and the Glossary', () => {
    const html = render({ state: 'succeeded', totalCents: 5000, monthly: true, email: 'ada@example.org' })
    expect(html).toContain('Thank you for your gift')
    expect(html).toContain('$50 each month')
    expect(html).toContain('A receipt will be e-mailed to <strong class="break-words text-ink">ada@example.org</strong>.')
    expect(html).toContain('a link to change or cancel your gift')
    expect(html).toContain('href="/"')
    expect(html).toContain('href="/glossary"')
  })

  it('succeeded without an e-mail: says calmly that no receipt can be sent, and how to get one', () => {
    const html = render({ state: 'succeeded', totalCents: 2500, monthly: false })
    expect(html).toContain('Your gift of <strong>$25</strong>')
    expect(html).toContain('You did not give an e-mail address, so we cannot send a receipt.')
    expect(html).toContain('href="mailto:hello@yoga.example"')
    expect(html).not.toContain('each month')
  })

  it('processing: we will e-mail when it completes', () => {
    const html = render({ state: 'processing', totalCents: 10000, monthly: false, email: 'ada@example.org' })
    expect(html).toContain('Your payment is processing')
    expect(html).toContain("We'll e-mail you at")
    expect(html).toContain('when it completes')
  })

  it('failed: it did not go through, with the way back to /donate', () => {
    const html = render({ state: 'failed', totalCents: 10000, monthly: true })
    expect(html).toContain('Your payment did not go through')
    expect(html).toMatch(/<a[^>]*href="\/donate"[^>]*>Try again<\/a>/)
  })

  it('refunded: says so, with no thanks for a gift that was given back', () => {
    const html = render({ state: 'refunded', totalCents: 5000, monthly: false, email: 'ada@example.org' })
    expect(html).toContain('This gift was refunded')
    expect(html).toContain('<strong>$50</strong>')
    expect(html).toContain('was refunded in full')
    expect(html).not.toMatch(/thank/i)
    expect(html).not.toContain('receipt')
    expect(html).toContain('href="/donate"')
  })

  it('each state has one title, for the heading and the document title alike', () => {
    for (const [state, title] of Object.entries(OUTCOME_TITLES)) {
      const status = (state === 'unknown' ? { state } : { state, totalCents: 2500, monthly: false }) as DonationStatus
      expect(render(status)).toContain(`<h1 class="text-3xl font-semibold sm:text-4xl">${title}</h1>`)
    }
    expect(OUTCOME_TITLES.unknown).not.toMatch(/thank/i)
    expect(OUTCOME_TITLES.refunded).not.toMatch(/thank/i)
  })

  it('unknown: a calm sentence and the links onward', () => {
    const html = render({ state: 'unknown' })
    expect(html).toContain("We couldn't look up this donation")
    for (const href of ['/', '/glossary', '/donate']) expect(html).toContain(`href="${href}"`)
    expect(html).toContain('hello@yoga.example')
  })
})
