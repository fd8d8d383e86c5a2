'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

/** Where a video was opened from: the player links back to /{type}/{slug}. */
export type VideoContext =
  | { type: 'glossary'; slug: string; term: string }
  | { type: 'faq'; slug: string; question: string }
  | { type: 'poses'; slug: string; term: string }

export type PlayerVideo = { videoId: string; title: string; context?: VideoContext }

type PlayerState = { current: PlayerVideo | null; minimized: boolean; visible: boolean }

type PlayerApi = PlayerState & {
  /** Sets the current video and shows the player, expanded. */
  play: (video: PlayerVideo) => void
  /** Flips minimised and expanded. */
  toggle: () => void
  /** Hides the player and clears minimised, keeping the current video. */
  close: () => void
  /** Clears the video and hides the player. */
  stop: () => void
}

const PlayerContext = createContext<PlayerApi | null>(null)

/** The player's state machine (hidden, minimised or expanded); it lives in the layout so playback survives navigation. */
export function VideoPlayerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PlayerState>({ current: null, minimized: false, visible: false })
  const play = useCallback((video: PlayerVideo) => setState({ current: video, minimized: false, visible: true }), [])
  const toggle = useCallback(() => setState((s) => ({ ...s, minimized: !s.minimized })), [])
  const close = useCallback(() => setState((s) => ({ ...s, visible: false, minimized: false })), [])
  const stop = useCallback(() => setState({ current: null, minimized: false, visible: false }), [])
  const value = useMemo(() => ({ ...state, play, toggle, close, stop }), [state, play, toggle, close, stop])
  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>
}

export function useVideoPlayer(): PlayerApi {
  const api = useContext(PlayerContext)
  if (!api) throw new Error('useVideoPlayer must be used within a VideoPlayerProvider')
  return api
}
