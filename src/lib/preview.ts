/**
 * An editor's draft preview: GET /api/preview?path=… (editors and admins) turns on Next's draft
 * mode for their browser and sends them to the page, which then shows the latest draft with a
 * "Draft preview — exit" bar (src/web/preview.ts). The admin's Preview button and Live Preview
 * start here.
 */
export const PREVIEW_EXIT = '/api/preview/exit'

/** Where the draft preview of a page on this site starts. */
export const previewPath = (path: string): string => `/api/preview?path=${encodeURIComponent(path)}`

/** Where "exit" leads: back to the same page, published, with draft mode off. */
export const previewExitPath = (path: string): string => `${PREVIEW_EXIT}?path=${encodeURIComponent(path)}`
