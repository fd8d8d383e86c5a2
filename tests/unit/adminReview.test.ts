import { describe, expect, it } from 'vitest'

import { ADMIN_VIEWS, adminViewRedirect } from '@/components/admin/adminAccess'
import { csvCell, feedbackCsv, feedbackCsvFileName } from '@/lib/feedbackCsv'
import { confidenceTone, truncate } from '@/lib/review'

describe('feedback CSV export', () => {
  it('starts with the SPEC columns and writes one CRLF line per record', () => {
    const csv = feedbackCsv([
      {
        createdAt: '2026-11-20T10:00:00.000Z',
        slug: '/glossary/asana',
        rating: 'needs_improvement',
        category: 'content',
        severity: 'high',
        feedbackText: 'Too short',
        viewport: '390x844',
        userAgent: 'Mozilla/5.0',
      },
      { createdAt: '2026-11-21T10:00:00.000Z', rating: 'met' },
    ])
    expect(csv).toBe(
      'Date,Page,Rating,Category,Severity,Feedback,Viewport,User Agent\r\n' +
        '2026-11-20T10:00:00.000Z,/glossary/asana,needs_improvement,content,high,Too short,390x844,Mozilla/5.0\r\n' +
        '2026-11-21T10:00:00.000Z,,met,,,,,\r\n',
    )
  })

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('2 = 2')).toBe('2 = 2')
    expect(csvCell(null)).toBe('')
  })

  it('keeps a multi-line, quoted cell as one field of one record', () => {
    const csv = feedbackCsv([{ createdAt: 'd', rating: 'met', feedbackText: 'first\r\n"second", third' }])
    expect(csv.split('\r\n')[1]).toBe('d,,met,,,"first')
    expect(csv).toContain('"first\r\n""second"", third"')
  })

  it('names the file with the date', () => {
    expect(feedbackCsvFileName(new Date('2026-11-23T18:00:00Z'))).toBe('feedback-2026-11-23.csv')
  })
})

describe('review display rules (SPEC §9)', () => {
  it('cuts the agent text to 60 characters', () => {
    const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120'
    expect(truncate(agent)).toBe(`${agent.slice(0, 60)}…`)
    expect(truncate(agent.slice(0, 60))).toBe(agent.slice(0, 60))
    expect(truncate(null)).toBe('')
  })

  it('colours confidence: at least 80 green, at least 50 yellow, else red', () => {
    expect([100, 80, 79.9, 50, 49, 0].map(confidenceTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red'])
  })
})

describe('who may open the admin review views (checked on the server before any data is read)', () => {
  const routes = { admin: '/admin', login: '/login', unauthorized: '/unauthorized' }
  const as = (roles: ('admin' | 'editor' | 'member')[]) => ({ collection: 'users', roles })

  it('sends a visitor to the admin login, coming back to the view after', () => {
    expect(adminViewRedirect('feedback', null, routes)).toBe('/admin/login?redirect=%2Fadmin%2Ffeedback')
    expect(adminViewRedirect('proposals', undefined, routes)).toBe('/admin/login?redirect=%2Fadmin%2Fproposals')
  })

  it.each([
    ['admin', ['feedback', 'proposals', 'ideas', 'newsletters'], []],
    ['editor', ['feedback', 'ideas'], ['proposals', 'newsletters']],
    ['member', [], ['feedback', 'proposals', 'ideas', 'newsletters']],
  ] as const)('%s: opens %j, is sent to the unauthorized page for %j', (role, allowed, refused) => {
    for (const view of allowed) expect(adminViewRedirect(view, as([role]), routes)).toBeNull()
    for (const view of refused) expect(adminViewRedirect(view, as([role]), routes)).toBe('/admin/unauthorized')
  })

  it('the sidebar links follow the same roles', () => {
    expect(ADMIN_VIEWS.map((view) => [view.label, view.path])).toEqual([
      ['Feedback review', '/feedback'],
      ['AI proposals', '/proposals'],
      ['Ideas backlog', '/ideas'],
      ['Newsletters', '/newsletters'],
    ])
  })
})
