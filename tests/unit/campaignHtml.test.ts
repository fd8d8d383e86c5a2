/** Campaign HTML: what survives sanitising, its text, and the 500-character preview. */
import { describe, expect, it } from 'vitest'

import { campaignPreview, campaignText, sanitizeCampaignHtml } from '@/lib/campaignHtml'

describe('sanitizeCampaignHtml', () => {
  it('keeps a newsletter\'s tags and drops scripts, styles, frames, forms, handlers and javascript: links', () => {
    const html =
      '<h2 style="color:red">Hello</h2><p onclick="x()">Breathe <strong>in</strong><script>alert(1)</script></p>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>' +
      '<a href="javascript:alert(2)">bad</a> <a href="https://example.org/ok" target="_blank">ok</a>' +
      '<img src="https://example.org/a.png" alt="A pose" onerror="alert(3)"><img src="data:image/png;base64,AAAA">'
    expect(sanitizeCampaignHtml(html)).toBe(
      '<h2>Hello</h2><p>Breathe <strong>in</strong></p><a>bad</a> <a href="https://example.org/ok">ok</a><img src="https://example.org/a.png" alt="A pose" />',
    )
  })
})

describe('campaignText and campaignPreview', () => {
  it('turns blocks into lines and decodes entities', () => {
    expect(campaignText('<h2>Rest &amp; breathe</h2><p>Line one<br>line two</p><ul><li>a</li><li>b</li></ul>')).toBe('Rest & breathe\nLine one\nline two\na\nb')
  })

  it("a mail's text keeps every link as \"text (URL)\"; words that are the address stay as they are", () => {
    const html = sanitizeCampaignHtml(
      '<p>Read the <a href="https://yoga.example/poses/mountain-pose?from=mail&amp;x=1">Mountain Pose guide</a>.</p>' +
        '<p><a href="https://yoga.example/faq">https://yoga.example/faq</a> or <a href="mailto:hello@yoga.example">hello@yoga.example</a></p>' +
        '<p><a href="https://yoga.example/a%20b?q=&lt;x&gt;">odd <strong>one</strong></a></p>',
    )
    expect(campaignText(html, { links: true })).toBe(
      'Read the Mountain Pose guide (https://yoga.example/poses/mountain-pose?from=mail&x=1).\n' +
        'https://yoga.example/faq or hello@yoga.example\n' +
        'odd one (https://yoga.example/a%20b?q=<x>)',
    )
    // the admin's preview shows the words only
    expect(campaignText(html)).toBe('Read the Mountain Pose guide.\nhttps://yoga.example/faq or hello@yoga.example\nodd one')
  })

  it('a preview is the sanitised text on one line, at most 500 characters with an ellipsis when cut', () => {
    expect(campaignPreview('<p>Short <script>alert(1)</script>note</p><p>Second</p>')).toBe('Short note Second')
    const long = campaignPreview(`<p>${'x'.repeat(600)}</p>`)
    expect(long).toHaveLength(500)
    expect(long).toBe(`${'x'.repeat(499)}…`)
    expect(campaignPreview(`<p>${'y'.repeat(500)}</p>`)).toBe('y'.repeat(500))
  })
})
