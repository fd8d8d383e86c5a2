/**
 * When a page's first contentful frame was shown against when Blink painted it, read from a
 * Lighthouse trace (`--save-assets`): bench/lighthouse.mjs repeats the runs in which headless
 * Chromium held that frame back (see its header).
 */

/**
 * How long after Blink first painted content the page's first contentful frame was shown, from
 * the run's trace (ms), or null when the trace lacks either moment. 20–60 ms is the usual here;
 * about 1,000 or 2,000 ms when the compositor held the frames back (see bench/lighthouse.mjs).
 */
export const firstFrameDelayMs = (trace) => {
  const events = trace.traceEvents ?? trace
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) return null
  const frame = navigation.args.frame
  const ofPage = (e) => e.ts >= navigation.ts && (e.args?.frame === frame || e.args?.data?.frame === frame)
  const painted = events.find((e) => e.name === 'PaintTimingVisualizer::LayoutObjectPainted' && ofPage(e))
  const shown = events.find((e) => e.name === 'firstContentfulPaint' && ofPage(e))
  return painted && shown ? Math.round((shown.ts - painted.ts) / 1000) : null
}
