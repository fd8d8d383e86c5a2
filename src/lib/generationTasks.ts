/**
 * The generation calls a detail page makes with their texts (loading texts,
 * toasts): one entry per task, built from the item the page shows.
 */
export type GenerationTarget =
  | { type: 'glossary'; id: number; slug: string }
  | { type: 'faq'; id: number; slug: string }
  | { type: 'pose'; id: number; slug: string }

export type TaskKind = 'image' | 'pronunciation' | 'narration' | 'videos' | 'step-videos'

/** The answer of a generation call that finished (src/web/generationRoute.ts). */
export type DoneResult = {
  status: 'done'
  imageUrl?: string
  audioUrl?: string
  narrationUrl?: string
  machineVoice?: boolean
  count?: number
  stepVideos?: unknown[]
}

export type TaskSpec = {
  url: string
  body?: unknown
  loading: string
  successTitle: string
  successDescription: (result: DoneResult) => string | undefined
  failureTitle: string
  /** the react-query lists that show what this writes (their first key part) */
  invalidate: string[]
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`
const videosFound = (result: DoneResult) =>
  result.count ? `${plural(result.count, 'video')} found.` : 'No suitable videos were found this time.'

const LIST: Record<GenerationTarget['type'], string> = { glossary: '/api/glossary', faq: '/api/faq', pose: '/api/poses' }

/** The spec of a task for an item, or null when the item has no such task. */
export const taskSpec = (kind: TaskKind, target: GenerationTarget): TaskSpec | null => {
  const list = LIST[target.type]
  const contentType = target.type === 'pose' ? null : target.type
  switch (kind) {
    case 'image':
      return {
        url: target.type === 'pose' ? `/api/poses/${target.slug}/generate-image` : '/api/generate-image',
        body: contentType ? { contentType, contentId: target.id } : undefined,
        loading: 'Generating image...',
        successTitle: 'Image generated',
        successDescription: () => undefined,
        failureTitle: 'Image generation failed',
        invalidate: [list, '/api/search'],
      }
    case 'pronunciation':
      if (target.type === 'faq') return null
      return target.type === 'pose'
        ? {
            url: `/api/poses/${target.slug}/generate-pronunciation`,
            loading: 'Generating audio pronunciation...',
            successTitle: 'Pronunciation generated',
            successDescription: () => undefined,
            failureTitle: 'Pronunciation generation failed',
            invalidate: [list],
          }
        : {
            url: '/api/generate-audio',
            body: { glossaryTermId: target.id },
            loading: 'Generating audio pronunciation...',
            successTitle: 'Audio generated!',
            successDescription: () => undefined,
            failureTitle: 'Audio generation failed',
            invalidate: [list],
          }
    case 'narration':
      if (target.type !== 'faq') return null
      return {
        url: `/api/faq/${target.slug}/generate-narration`,
        loading: 'Generating narration',
        successTitle: 'Narration generated',
        successDescription: () => undefined,
        failureTitle: 'Narration generation failed',
        invalidate: [list],
      }
    case 'videos':
      return {
        url: target.type === 'pose' ? `/api/poses/${target.slug}/curate-videos` : '/api/auto-curate-videos',
        body: contentType ? { contentType, contentId: target.id } : undefined,
        loading: target.type === 'pose' ? 'Finding demonstration videos...' : 'Curating video resources...',
        successTitle: 'Videos curated',
        successDescription: videosFound,
        failureTitle: 'Video curation failed',
        invalidate: [list, '/api/videos', '/api/search'],
      }
    case 'step-videos':
      if (target.type !== 'pose') return null
      return {
        url: `/api/poses/${target.slug}/curate-step-videos`,
        loading: 'Finding step videos...',
        successTitle: 'Step videos curated',
        successDescription: (result) => {
          const count = result.stepVideos?.length ?? result.count ?? 0
          return count ? `${plural(count, 'step video')} found.` : 'No suitable step videos were found this time.'
        },
        failureTitle: 'Step videos curation failed',
        invalidate: [list, '/api/videos', '/api/search'],
      }
  }
}
