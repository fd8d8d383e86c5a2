/**
 * The feedback export (built in the browser): columns Date, Page, Rating,
 * Category, Severity, Feedback, Viewport, User Agent; a file name carrying the date. Pure, so
 * the unit tests read exactly what a spreadsheet will.
 *
 * Feedback text and the user agent come from visitors. A cell that starts with `=`, `+`, `-` or
 * `@` (also after a tab or carriage return, which spreadsheets skip) would be run as a formula by
 * Excel, LibreOffice or Google Sheets: it gets a leading single quote, which they show as text
 * (OWASP "CSV injection"). Every cell is quoted when it holds a comma, a quote or a line break,
 * with quotes doubled (RFC 4180); lines end in CRLF.
 */
export const CSV_COLUMNS = ['Date', 'Page', 'Rating', 'Category', 'Severity', 'Feedback', 'Viewport', 'User Agent'] as const

export type CsvFeedback = {
  createdAt: string
  slug?: string | null
  rating: string
  category?: string | null
  severity?: string | null
  feedbackText?: string | null
  viewport?: string | null
  userAgent?: string | null
}

const FORMULA_START = /^[\t\r]*[=+\-@]/

/** One cell: formula starts neutralised, then quoted when needed. */
export const csvCell = (value: string | null | undefined): string => {
  let text = value ?? ''
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: (string | null | undefined)[]): string => cells.map(csvCell).join(',')

/** The whole file: a header line, one line per record, CRLF line ends. */
export const feedbackCsv = (records: CsvFeedback[]): string =>
  [
    csvLine([...CSV_COLUMNS]),
    ...records.map((record) =>
      csvLine([record.createdAt, record.slug, record.rating, record.category, record.severity, record.feedbackText, record.viewport, record.userAgent]),
    ),
  ].join('\r\n') + '\r\n'

/** "feedback-2026-11-23.csv" (the UTC date of `now`). */
export const feedbackCsvFileName = (now: Date = new Date()): string => `feedback-${now.toISOString().slice(0, 10)}.csv`
