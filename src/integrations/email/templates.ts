/**
 * Every message has a plain-text and an HTML part built from the same pieces, and carries the
 * site name. The HTML is a small, inline-styled layout that mail programs render calmly; all
 * text is escaped.
 */
export type MailContent = {
  siteName: string
  /** The first line / heading */
  heading: string
  paragraphs: string[]
  /** HTML the caller has sanitised (a newsletter campaign), with its text version, after the paragraphs */
  body?: { html: string; text: string }
  /** One button, also written out as a link in the text part */
  action?: { label: string; url: string }
  /** Small print under a rule (e.g. why you got this, the unsubscribe link) */
  footer?: { text: string; link?: { label: string; url: string } }[]
}

export type RenderedMail = { text: string; html: string }

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const INK = '#2b2622'
const MUTED = '#5c544c'
const SAGE = '#2f5449'

export const renderMail = ({ siteName, heading, paragraphs, body, action, footer = [] }: MailContent): RenderedMail => {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body ? [body.text, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    siteName,
    ...footer.map((line) => (line.link ? `${line.text} ${line.link.label}: ${line.link.url}` : line.text)),
  ].join('\n')

  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:${SAGE};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="color:${MUTED};font-size:13px">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${SAGE};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
  const small = footer
    .map(
      (line) =>
        `<p style="margin:6px 0">${escapeHtml(line.text)}${
          line.link ? ` <a href="${escapeHtml(line.link.url)}" style="color:${MUTED}">${escapeHtml(line.link.label)}</a>` : ''
        }</p>`,
    )
    .join('')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#fbf8f3;padding:24px;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:${INK};line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #ebe1d1;border-radius:16px;padding:32px">
<p style="margin:0 0 16px;color:${SAGE};font-weight:600">${escapeHtml(siteName)}</p>
<h1 style="font-family:Lora,Georgia,serif;font-weight:600;font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
${body ? `<div>${body.html}</div>` : ''}
${button}
<hr style="border:none;border-top:1px solid #ebe1d1;margin:28px 0 12px">
<div style="color:${MUTED};font-size:13px"><p style="margin:6px 0">${escapeHtml(siteName)}</p>${small}</div>
</div></body></html>`
  return { text, html }
}
