'use client'

import { Button, toast } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react'

import { adminField, adminLabel } from '@/components/admin/formStyles'
import { ConfirmDialog } from '@/components/admin/newsletters/ConfirmDialog'
import { apiRequest, errorMessage } from '@/lib/api'
import { CAMPAIGN_TEXT, MAX_CONTENT_LENGTH, MAX_SUBJECT_LENGTH } from '@/schemas/campaigns'
import type { CampaignItem, CampaignStats } from '@/services/community/campaigns'

/** While a campaign is being sent, the list asks for its progress this often. */
const POLL_MS = 3000

const STAT_LABELS: [keyof CampaignStats, string][] = [
  ['totalSubscribers', 'Total subscribers'],
  ['activeSubscribers', 'Active subscribers'],
  ['pendingSubscribers', 'Pending confirmation'],
  ['totalCampaigns', 'Campaigns'],
  ['sentCampaigns', 'Sent campaigns'],
  ['draftCampaigns', 'Draft campaigns'],
]

const STATUS_LABEL: Record<CampaignItem['status'], string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' }

const card: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'calc(var(--base) * 0.75) var(--base)',
  background: 'var(--theme-elevation-0)',
}

const muted: CSSProperties = { color: 'var(--theme-elevation-650)', margin: 0 }

/** Dates in one fixed form on server and client alike (no hydration mismatch). */
const formatDate = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`

/** One notification at a time; the newest replaces what is on screen. */
const notify = {
  success: (title: string, description?: string) => {
    toast.dismiss()
    toast.success(title, description ? { description } : undefined)
  },
  error: (title: string, description?: string) => {
    toast.dismiss()
    toast.error(title, description ? { description } : undefined)
  },
}

const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`

function Progress({ campaign }: { campaign: CampaignItem }) {
  const progress = campaign.progress
  if (!progress) return null
  if (campaign.status === 'sending') {
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap' }}>
        <progress max={Math.max(progress.total, 1)} value={progress.sent + progress.skipped + progress.failed} aria-label={`Sending “${campaign.subject}”`} />
        <span>
          Sending: {progress.sent} of {progress.total} sent
        </span>
      </div>
    )
  }
  const notes = [
    progress.skipped ? `${progress.skipped} unsubscribed meanwhile` : null,
    progress.failed ? `${progress.failed} refused by their mail server` : null,
    progress.unconfirmed ? `${progress.unconfirmed} not confirmed (the sender stopped mid-mail; not sent again)` : null,
  ].filter(Boolean)
  return (
    <p style={muted}>
      Sent to {subscribers(campaign.recipientCount ?? progress.sent)}
      {campaign.sentAt ? ` on ${formatDate(campaign.sentAt)}` : ''}
      {notes.length ? ` (${notes.join('; ')})` : ''}
    </p>
  )
}

type Props = { initialStats: CampaignStats; initialCampaigns: CampaignItem[] }

/** The client side of /admin/newsletters: stats, the new-campaign form and the campaign list. */
export function NewsletterCampaigns({ initialStats, initialCampaigns }: Props) {
  const [stats, setStats] = useState(initialStats)
  const [campaigns, setCampaigns] = useState(initialCampaigns)
  const [subject, setSubject] = useState('')
  const [content, setContent] = useState('')
  const [invalid, setInvalid] = useState<{ subject?: boolean; content?: boolean }>({})
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState<number | null>(null)
  const [toSend, setToSend] = useState<CampaignItem | null>(null)
  const subjectRef = useRef<HTMLInputElement>(null)
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const ids = useId()

  const refresh = useCallback(async () => {
    try {
      const [list, counts] = await Promise.all([
        apiRequest('GET', '/api/admin/newsletters').then((response) => response.json() as Promise<{ campaigns: CampaignItem[] }>),
        apiRequest('GET', '/api/admin/newsletters/stats').then((response) => response.json() as Promise<{ stats: CampaignStats }>),
      ])
      setCampaigns(list.campaigns)
      setStats(counts.stats)
    } catch {
      // the next refresh tries again; what is shown stays
    }
  }, [])

  const sending = campaigns.some((campaign) => campaign.status === 'sending')
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [sending, refresh])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const blank = { subject: !subject.trim(), content: !content.trim() }
    setInvalid(blank)
    if (blank.subject || blank.content) {
      notify.error(CAMPAIGN_TEXT.validationTitle, CAMPAIGN_TEXT.required)
      ;(blank.subject ? subjectRef : contentRef).current?.focus()
      return
    }
    setSaving(true)
    try {
      await apiRequest('POST', '/api/admin/newsletters', { subject, content, status: 'draft' })
      notify.success(CAMPAIGN_TEXT.created)
      setSubject('')
      setContent('')
      await refresh()
    } catch (error) {
      notify.error(errorMessage(error, CAMPAIGN_TEXT.createFailed))
    } finally {
      setSaving(false)
    }
  }

  const send = async (campaign: CampaignItem) => {
    try {
      const response = await apiRequest('POST', `/api/admin/newsletters/${campaign.id}/send`)
      const { message } = (await response.json()) as { message: string }
      notify.success(CAMPAIGN_TEXT.sentTitle, message)
    } catch (error) {
      notify.error(errorMessage(error, CAMPAIGN_TEXT.sendFailed))
    }
    await refresh()
  }

  const sendTest = async (campaign: CampaignItem) => {
    setTesting(campaign.id)
    try {
      const response = await apiRequest('POST', `/api/admin/newsletters/${campaign.id}/test`)
      const { message } = (await response.json()) as { message: string }
      notify.success('Test on its way', message)
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to send the test'))
    } finally {
      setTesting(null)
    }
  }

  const noAudience = stats.activeSubscribers === 0
  const noAudienceId = `${ids}-no-audience`

  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) * 2)', paddingBottom: 'calc(var(--base) * 3)' }}>
      <section aria-labelledby={`${ids}-stats`}>
        <h2 id={`${ids}-stats`} style={{ fontSize: '1.1rem', margin: '0 0 calc(var(--base) * 0.5)' }}>
          At a glance
        </h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: 'var(--base)', margin: 0 }}>
          {STAT_LABELS.map(([key, label]) => (
            <div key={key} style={card} data-stat={key}>
              <dt style={{ color: 'var(--theme-elevation-650)', fontSize: '0.85rem' }}>{label}</dt>
              <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 600 }}>{stats[key]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={`${ids}-new`} style={card}>
        <h2 id={`${ids}-new`} style={{ fontSize: '1.1rem', margin: '0 0 var(--base)' }}>
          New campaign
        </h2>
        <form onSubmit={create} noValidate style={{ display: 'grid', gap: 'var(--base)' }}>
          <div>
            <label htmlFor={`${ids}-subject`} style={adminLabel}>
              Subject
            </label>
            <input
              ref={subjectRef}
              id={`${ids}-subject`}
              name="subject"
              value={subject}
              maxLength={MAX_SUBJECT_LENGTH}
              onChange={(event) => setSubject(event.target.value)}
              aria-invalid={invalid.subject || undefined}
              aria-required="true"
              style={adminField}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-content`} style={adminLabel}>
              Content (HTML)
            </label>
            <textarea
              ref={contentRef}
              id={`${ids}-content`}
              name="content"
              rows={10}
              value={content}
              maxLength={MAX_CONTENT_LENGTH}
              onChange={(event) => setContent(event.target.value)}
              aria-invalid={invalid.content || undefined}
              aria-required="true"
              aria-describedby={`${ids}-content-help`}
              style={{ ...adminField, fontFamily: 'var(--font-mono, monospace)', resize: 'vertical' }}
            />
            <p id={`${ids}-content-help`} style={{ ...muted, fontSize: '0.85rem', marginTop: 4 }}>
              Paragraphs, headings, lists, links and images. Scripts, styles, forms and event handlers are removed before the preview and before sending.
            </p>
          </div>
          <div>
            <Button type="submit" buttonStyle="primary" size="medium" disabled={saving} margin={false}>
              {saving ? 'Saving…' : 'Save draft'}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} style={{ fontSize: '1.1rem', margin: '0 0 calc(var(--base) * 0.5)' }}>
          Campaigns
        </h2>
        {noAudience ? (
          <p id={noAudienceId} style={{ ...muted, marginBottom: 'var(--base)' }}>
            Nobody has confirmed a subscription yet, so there is no one to send to.
          </p>
        ) : null}
        {campaigns.length === 0 ? (
          <p style={muted}>No campaigns yet. Write the first one above; it is saved as a draft.</p>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--base)' }}>
            {campaigns.map((campaign) => {
              const headingId = `${ids}-campaign-${campaign.id}`
              return (
                <li key={campaign.id}>
                  <article aria-labelledby={headingId} style={{ ...card, display: 'grid', gap: 'calc(var(--base) * 0.5)' }} data-campaign-status={campaign.status}>
                    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 'calc(var(--base) * 0.5)' }}>
                      <h3 id={headingId} style={{ margin: 0, fontSize: '1.05rem' }}>
                        {campaign.subject}
                      </h3>
                      <span
                        style={{
                          fontSize: '0.8rem',
                          padding: '2px 10px',
                          borderRadius: 999,
                          border: '1px solid var(--theme-elevation-250)',
                          fontWeight: 600,
                        }}
                      >
                        {STATUS_LABEL[campaign.status]}
                      </span>
                      <span style={{ ...muted, fontSize: '0.85rem' }}>Created {formatDate(campaign.createdAt)}</span>
                    </div>
                    <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{campaign.preview || <em>(no text)</em>}</p>
                    <Progress campaign={campaign} />
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)' }}>
                      {campaign.status === 'draft' ? (
                        <Button
                          buttonStyle="primary"
                          size="small"
                          margin={false}
                          disabled={noAudience}
                          extraButtonProps={noAudience ? { 'aria-describedby': noAudienceId } : undefined}
                          onClick={() => setToSend(campaign)}
                        >
                          Send Now
                        </Button>
                      ) : null}
                      <Button buttonStyle="secondary" size="small" margin={false} disabled={testing === campaign.id} onClick={() => void sendTest(campaign)}>
                        {testing === campaign.id ? 'Sending test…' : 'Send a test to me'}
                      </Button>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toSend !== null}
        heading="Send this campaign?"
        confirmLabel="Send Now"
        busyLabel="Sending…"
        onClose={() => setToSend(null)}
        onConfirm={async () => {
          if (toSend) await send(toSend)
        }}
      >
        <p style={{ margin: 0 }}>
          “{toSend?.subject}” goes to {subscribers(stats.activeSubscribers)} now. A sent campaign cannot be called back.
        </p>
      </ConfirmDialog>
    </div>
  )
}
