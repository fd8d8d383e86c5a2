import type { AdminViewServerProps } from 'payload'

import { FeedbackExportButton } from '@/components/admin/views/FeedbackExportButton'
import { AdminViewShell } from '@/components/admin/views/AdminViewShell'
import { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_RATING_OPTIONS, labelOf, SEVERITY_OPTIONS, type Option } from '@/lib/options'
import { truncate } from '@/lib/review'
import { feedbackListQuery, type FeedbackListQuery } from '@/schemas/feedback'
import { feedbackPageSummary, listFeedback, type FeedbackReader } from '@/services/community/feedback'
import '@/components/admin/views/review.css'

export const FEEDBACK_VIEW_PAGE_SIZE = 25

type Search = AdminViewServerProps['searchParams']

/** The view's filters from its address (?rating=&category=&severity=&slug=&page=); a bad value clears its filter. */
const filtersOf = (searchParams: Search): FeedbackListQuery => {
  const flat = Object.fromEntries(Object.entries(searchParams ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  const fields = ['page', 'rating', 'category', 'severity', 'slug'] as const
  const query: Record<string, unknown> = {}
  for (const field of fields) {
    const parsed = feedbackListQuery.safeParse({ [field]: flat[field] })
    if (parsed.success) query[field] = parsed.data[field]
  }
  return { ...feedbackListQuery.parse({}), ...query, limit: FEEDBACK_VIEW_PAGE_SIZE } as FeedbackListQuery
}

const hrefWith = (filters: FeedbackListQuery, page: number) => {
  const params = new URLSearchParams()
  for (const name of ['rating', 'category', 'severity', 'slug'] as const) if (filters[name]) params.set(name, filters[name]!)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : '?'
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

function Select({ name, label, options, value }: { name: string; label: string; options: Option[]; value?: string }) {
  const id = `feedback-filter-${name}`
  return (
    <div className="review-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? 'all'}>
        <option value="all">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * /admin/feedback: every submission, newest first and paged, filtered by
 * rating, category, severity and page; which pages collect most 'Needs improvement'; and the CSV
 * export. Admins and editors. Filters are a plain GET form, so they work before any script runs.
 */
export function FeedbackView(props: AdminViewServerProps) {
  const payload = props.initPageResult.req.payload
  const filters = filtersOf(props.searchParams)
  return (
    <AdminViewShell
      {...props}
      view="feedback"
      heading="Feedback review"
      description="What visitors said in 'Improve this page'. 'Needs improvement' feedback on glossary and FAQ pages feeds the nightly AI proposals."
    >
      {async () => {
        const [list, summary] = await Promise.all([listFeedback(payload, filters, props.initPageResult.req.user as FeedbackReader), feedbackPageSummary(payload)])
        const top = summary.filter((row) => row.needsImprovement > 0).slice(0, 10)
        const adminRoute = payload.config.routes.admin
        return (
          <>
            <section className="review-section" aria-labelledby="feedback-summary">
              <h2 id="feedback-summary">Pages that need the most improvement</h2>
              {top.length === 0 ? (
                <p className="review-muted">No page has 'Needs improvement' feedback yet.</p>
              ) : (
                <div className="review-table-wrap">
                  <table className="review-table">
                    <thead>
                      <tr>
                        <th scope="col">Page</th>
                        <th scope="col" className="review-num">
                          Needs improvement
                        </th>
                        <th scope="col" className="review-num">
                          All feedback
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {top.map((row) => (
                        <tr key={row.slug}>
                          <td>
                            <a className="review-link" href={`${adminRoute}/feedback${hrefWith({ ...filters, slug: row.slug, page: 1 }, 1)}`}>
                              {row.slug}
                            </a>
                          </td>
                          <td className="review-num">{row.needsImprovement}</td>
                          <td className="review-num">{row.total}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <section className="review-section" aria-labelledby="feedback-list">
              <h2 id="feedback-list">Submissions</h2>
              <form method="get" action={`${adminRoute}/feedback`} className="review-filters" aria-label="Filter feedback">
                <Select name="rating" label="Rating" options={FEEDBACK_RATING_OPTIONS} value={filters.rating} />
                <Select name="category" label="Category" options={FEEDBACK_CATEGORY_OPTIONS} value={filters.category} />
                <Select name="severity" label="Severity" options={SEVERITY_OPTIONS} value={filters.severity} />
                <Select name="slug" label="Page" options={summary.map((row) => ({ value: row.slug, label: row.slug }))} value={filters.slug} />
                <button type="submit" className="review-button">
                  Apply filters
                </button>
                <a className="review-button review-button--secondary" href={`${adminRoute}/feedback`}>
                  Clear
                </a>
              </form>
              <div className="review-toolbar">
                <p className="review-muted" style={{ margin: 0 }}>
                  {list.totalDocs} submission{list.totalDocs === 1 ? '' : 's'}
                  {list.totalPages > 1 ? `, page ${list.page} of ${list.totalPages}` : ''}
                </p>
                <FeedbackExportButton filters={{ rating: filters.rating, category: filters.category, severity: filters.severity, slug: filters.slug }} disabled={list.totalDocs === 0} />
              </div>
              {list.feedback.length === 0 ? (
                <p>No feedback matches these filters.</p>
              ) : (
                <div className="review-table-wrap">
                  <table className="review-table">
                    <caption>Newest first</caption>
                    <thead>
                      <tr>
                        {['Date', 'Page', 'Rating', 'Category', 'Severity', 'Feedback', 'Viewport', 'User agent'].map((name) => (
                          <th key={name} scope="col">
                            {name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {list.feedback.map((row) => (
                        <tr key={row.id}>
                          <td style={{ whiteSpace: 'nowrap' }}>
                            <time dateTime={row.createdAt}>{dateTime.format(new Date(row.createdAt))}</time>
                          </td>
                          <td>{row.slug ?? '—'}</td>
                          <td>{labelOf(FEEDBACK_RATING_OPTIONS, row.rating)}</td>
                          <td>{row.category ? labelOf(FEEDBACK_CATEGORY_OPTIONS, row.category) : '—'}</td>
                          <td>{row.severity ? labelOf(SEVERITY_OPTIONS, row.severity) : '—'}</td>
                          <td className="review-text">{row.feedbackText || <span className="review-muted">No text</span>}</td>
                          <td>{row.viewport ?? '—'}</td>
                          <td title={row.userAgent ?? undefined}>{truncate(row.userAgent) || '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {list.totalPages > 1 ? (
                <nav className="review-pager" aria-label="Feedback pages">
                  {list.page > 1 ? (
                    <a className="review-link" href={`${adminRoute}/feedback${hrefWith(filters, list.page - 1)}`} rel="prev">
                      Previous page
                    </a>
                  ) : null}
                  <span className="review-muted">
                    Page {list.page} of {list.totalPages}
                  </span>
                  {list.page < list.totalPages ? (
                    <a className="review-link" href={`${adminRoute}/feedback${hrefWith(filters, list.page + 1)}`} rel="next">
                      Next page
                    </a>
                  ) : null}
                </nav>
              ) : null}
            </section>
          </>
        )
      }}
    </AdminViewShell>
  )
}
