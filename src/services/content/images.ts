/**
 * The image of a glossary term, FAQ or pose as pages and the API show it: `imageUrl` and
 * `imageAlt`, from the Media file the editor chose (`image`), else from the outside address typed
 * before images came from Media (src/fields/media.ts). A list reads the Media files of all its
 * items in one query.
 */
import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { optional } from '@/services/platform/shared'

export type ImageColumns = { image?: number | Media | null; imageUrl?: string | null; imageAlt?: string | null }
export type ShownImage = { imageUrl?: string; imageAlt?: string }

type MediaImage = Pick<Media, 'id' | 'url' | 'alt'>
export type MediaImages = { files: Map<number, MediaImage>; serverURL: string }

/** What a list or item reads besides its own columns. */
export const IMAGE_SELECT = { image: true, imageUrl: true, imageAlt: true } as const

const idOf = (image: ImageColumns['image']): number | undefined => (typeof image === 'number' ? image : (image?.id ?? undefined))

/** The Media files the items chose, in one query (none when no item chose one). */
export const mediaImagesOf = async (payload: Payload, docs: ImageColumns[]): Promise<MediaImages> => {
  const ids = [...new Set(docs.map((doc) => idOf(doc.image)).filter((id): id is number => id !== undefined))]
  const serverURL = payload.config.serverURL ?? ''
  if (ids.length === 0) return { files: new Map(), serverURL }
  const { docs: files } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    // Payload makes `url` from the file name (through the storage adapter when S3 is on)
    select: { alt: true, filename: true, url: true },
  })
  return { files: new Map(files.map((file) => [file.id, file])), serverURL }
}

/** Payload's Media address, as a path when it is on this site (the same on every host it answers on). */
const onThisSite = (url: string, serverURL: string) => (serverURL && url.startsWith(`${serverURL}/`) ? url.slice(serverURL.length) : url)

export const shownImage = (doc: ImageColumns, { files, serverURL }: MediaImages): ShownImage => {
  const id = idOf(doc.image)
  const file = id === undefined ? undefined : typeof doc.image === 'object' && doc.image?.url ? doc.image : files.get(id)
  if (file?.url) return { imageUrl: onThisSite(file.url, serverURL), imageAlt: file.alt.trim() || optional(doc.imageAlt) }
  return { imageUrl: optional(doc.imageUrl), imageAlt: optional(doc.imageAlt) }
}

/** One item's image (one query when it chose a Media file). */
export const imageOf = async (payload: Payload, doc: ImageColumns): Promise<ShownImage> => shownImage(doc, await mediaImagesOf(payload, [doc]))
