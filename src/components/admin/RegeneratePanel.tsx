'use client'

import { Button, toast, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Kind = 'image' | 'pronunciation' | 'narration' | 'videos' | 'step-videos'
type Feature = 'images' | 'pronunciation' | 'narration' | 'videos'
/** GET /api/admin/ai-status: each feature on, off (not configured) or paused (spent today), and why */
type FeatureStatus = { feature: Feature; label: string; state: 'on' | 'off' | 'paused'; reason: string }
type Features = Record<Feature, FeatureStatus | undefined>
type Collection = 'glossary-terms' | 'faqs' | 'poses'

const LABEL: Record<Kind, string> = {
  image: 'Regenerate image',
  pronunciation: 'Regenerate pronunciation',
  narration: 'Regenerate narration',
  videos: 'Re-curate videos',
  'step-videos': 'Re-curate step videos',
}
const DONE: Record<Kind, string> = {
  image: 'Image generated',
  pronunciation: 'Pronunciation generated',
  narration: 'Narration generated',
  videos: 'Videos curated',
  'step-videos': 'Step videos curated',
}
const KINDS: Record<Collection, Kind[]> = {
  'glossary-terms': ['image', 'pronunciation', 'videos'],
  faqs: ['image', 'narration', 'videos'],
  poses: ['image', 'pronunciation', 'videos', 'step-videos'],
}

const featureOf = (kind: Kind): Feature => (kind === 'image' ? 'images' : kind === 'pronunciation' ? 'pronunciation' : kind === 'narration' ? 'narration' : 'videos')
const on = (kind: Kind, features: Features) => features[featureOf(kind)]?.state === 'on'
/** Why the features these kinds use are off or paused, one line each. */
const reasons = (kinds: Kind[], features: Features): FeatureStatus[] =>
  [...new Set(kinds.map(featureOf))].flatMap((feature) => {
    const status = features[feature]
    return status && status.state !== 'on' ? [status] : []
  })

/** The public /api call that makes `kind` for this item, with the editor's {force: true}. */
const request = (collection: Collection, kind: Kind, id: number, slug: string): { url: string; body: Record<string, unknown> } => {
  const force = { force: true }
  if (collection === 'poses') {
    const path = { image: 'generate-image', pronunciation: 'generate-pronunciation', videos: 'curate-videos', 'step-videos': 'curate-step-videos', narration: '' }[kind]
    return { url: `/api/poses/${encodeURIComponent(slug)}/${path}`, body: force }
  }
  const contentType = collection === 'faqs' ? 'faq' : 'glossary'
  if (kind === 'image') return { url: '/api/generate-image', body: { contentType, contentId: id, ...force } }
  if (kind === 'videos') return { url: '/api/auto-curate-videos', body: { contentType, contentId: id, ...force } }
  if (kind === 'narration') return { url: `/api/faq/${encodeURIComponent(slug)}/generate-narration`, body: force }
  return { url: '/api/generate-audio', body: { glossaryTermId: id, ...force } }
}

const messageOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { error?: string; message?: string }
    return body.error || body.message || `${response.status} ${response.statusText}`
  } catch {
    return `${response.status} ${response.statusText}`
  }
}

/**
 * The sidebar of a glossary term, FAQ or pose in the admin: an editor's Regenerate.
 * Visitors only ever cause the first generation; here an editor redoes one on purpose. The item
 * must be published (generation works on what visitors see) and saved: the generated file is
 * written onto the document, so the page reloads afterwards to show it in the form.
 */
export function RegeneratePanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const modified = useFormModified()
  const [features, setFeatures] = useState<Features | null>(null)
  const [busy, setBusy] = useState<Kind | null>(null)
  const [queued, setQueued] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    fetch('/api/admin/ai-status', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ status: FeatureStatus[] }>) : null))
      .then((body) => live && setFeatures(body ? (Object.fromEntries(body.status.map((entry) => [entry.feature, entry])) as Features) : null))
      .catch(() => live && setFeatures(null))
    return () => {
      live = false
    }
  }, [])

  const collection = collectionSlug as Collection
  const kinds = KINDS[collection]
  if (!kinds || id === undefined || id === null) return null

  const run = async (kind: Kind) => {
    setBusy(kind)
    setQueued(null)
    try {
      const { url, body } = request(collection, kind, Number(id), typeof slug === 'string' ? slug : '')
      const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (!response.ok) {
        toast.error(await messageOf(response))
        return
      }
      const answer = (await response.json()) as { status: string; message?: string }
      if (answer.status === 'done') {
        toast.success(`${DONE[kind]}. Reloading…`)
        window.location.reload()
      } else if (answer.status === 'deferred') {
        setQueued(answer.message ?? 'Deferred until tomorrow.')
      } else {
        setQueued('Still running in the background: reload this page in a minute to see the result.')
      }
    } catch {
      toast.error('The request did not reach the server. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" id="regenerate-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        AI generation
      </p>
      <p id="regenerate-help" style={{ color: 'var(--theme-elevation-600)', marginTop: 0 }}>
        {modified
          ? 'Save your changes first: regenerating writes onto the saved document.'
          : 'Redo what visitors see on the published page. Each run is counted against the daily AI budget.'}
      </p>
      <div role="group" aria-labelledby="regenerate-heading" style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'calc(var(--base) / 2)' }}>
        {kinds.map((kind) => {
          const configured = features ? on(kind, features) : false
          return (
            <Button
              key={kind}
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={!configured || modified || busy !== null}
              tooltip={features && !configured ? features[featureOf(kind)]?.reason : undefined}
              aria-describedby="regenerate-help"
              onClick={() => void run(kind)}
            >
              {busy === kind ? 'Working…' : LABEL[kind]}
            </Button>
          )
        })}
      </div>
      <p role="status" aria-live="polite" style={{ marginBottom: 0 }}>
        {queued}
      </p>
      {features && reasons(kinds, features).length ? (
        <ul aria-label="Why some AI generation is off" style={{ margin: 'calc(var(--base) / 2) 0 0', paddingLeft: '1.1rem', color: 'var(--theme-elevation-600)', fontSize: '0.85rem' }}>
          {reasons(kinds, features).map((status) => (
            <li key={status.feature}>
              <strong>{status.label}</strong> ({status.state === 'paused' ? 'paused today' : 'off'}): {status.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
