import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Zero axe violations (WCAG 2.1 A/AA and best practices) on the current page. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

export const countLine = (page: Page) => page.getByTestId('count-line')

/** Waits until React has hydrated the page, so typing reaches controlled fields. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

/**
 * The notification on screen (SPEC §2: one at a time), by its text. (includeHidden: while a
 * modal dialog is open, Radix hides the rest of the page, the toast region too, from the
 * accessibility tree.)
 */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li').filter({ hasText: text })
