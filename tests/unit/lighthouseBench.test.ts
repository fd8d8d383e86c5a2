/**
 * bench/lighthouse.mjs repeats a run in which headless Chromium showed the page's first painted
 * frame a second or more after Blink painted it; this is how it reads the two moments from a
 * Lighthouse trace (the event names and fields as Chromium writes them, times in µs).
 */
import { describe, expect, it } from 'vitest'

import { firstFrameDelayMs } from '../../bench/firstFrame.mjs'

const PAGE = 'F17F7A720E268B1F59A6487899CC1AC0'
const ms = (value: number) => 80_000_000 + value * 1000
const navigation = (frame: string, url: string, at: number) => ({
  name: 'navigationStart',
  ts: ms(at),
  args: { frame, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
})
const painted = (frame: string, at: number) => ({ name: 'PaintTimingVisualizer::LayoutObjectPainted', ts: ms(at), args: { data: { frame } } })
const shown = (frame: string, at: number) => ({ name: 'firstContentfulPaint', ts: ms(at), args: { frame } })

describe("the Lighthouse bench's held-back first frame", () => {
  it('measures from the first content Blink painted to the frame shown', () => {
    const trace = { traceEvents: [navigation(PAGE, 'http://127.0.0.1:3611/glossary', 0), painted(PAGE, 261), painted(PAGE, 262), shown(PAGE, 1286)] }
    expect(firstFrameDelayMs(trace)).toBe(1025)
    expect(firstFrameDelayMs([navigation(PAGE, 'http://127.0.0.1:3611/', 0), painted(PAGE, 215), shown(PAGE, 250)])).toBe(35)
  })

  it("reads the page's own frame: not about:blank's, an SVG image's or an earlier load's", () => {
    const trace = [
      shown(PAGE, -500),
      navigation('BLANK', 'about:blank', -20),
      navigation(PAGE, 'http://127.0.0.1:3611/team', 0),
      painted('ICON', 100),
      shown('ICON', 101),
      painted(PAGE, 240),
      shown(PAGE, 2240),
    ]
    expect(firstFrameDelayMs(trace)).toBe(2000)
  })

  it('says nothing when the trace lacks a moment', () => {
    expect(firstFrameDelayMs([navigation(PAGE, 'http://127.0.0.1:3611/', 0), painted(PAGE, 200)])).toBeNull()
    expect(firstFrameDelayMs([painted(PAGE, 200), shown(PAGE, 230)])).toBeNull()
  })
})
