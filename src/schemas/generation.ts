import { z } from '@/lib/zod'

/** An item id as a JSON number or a string of digits. */
const id = (message: string) =>
  z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: message })

export const CONTENT_TYPE_MESSAGE = 'contentType must be "glossary" or "faq"'
export const IMAGE_CONTENT_TYPE_MESSAGE = 'contentType must be "glossary", "faq" or "pose"'
export const CONTENT_ID_MESSAGE = 'contentId must be the id of the item'

/** POST /api/auto-curate-videos */
export const autoCurateSchema = z.object({
  contentType: z.enum(['glossary', 'faq'], { error: CONTENT_TYPE_MESSAGE }),
  contentId: id(CONTENT_ID_MESSAGE),
  force: z.boolean().optional(),
})

/** POST /api/generate-image */
export const generateImageSchema = z.object({
  contentType: z.enum(['glossary', 'faq', 'pose'], { error: IMAGE_CONTENT_TYPE_MESSAGE }),
  contentId: id(CONTENT_ID_MESSAGE),
  force: z.boolean().optional(),
})

/** POST /api/generate-audio */
export const generateAudioSchema = z.object({
  glossaryTermId: id('glossaryTermId must be the id of a glossary term'),
  force: z.boolean().optional(),
})

/** The optional body of the slug routes (an editor's {force: true}). */
export const forceSchema = z.object({ force: z.boolean().optional() })

export const COLLECTION_OF = { glossary: 'glossary-terms', faq: 'faqs', pose: 'poses' } as const
