/** Privacy-enhanced embed with related videos from other channels turned off. */
export const embedUrl = (videoId: string, { autoplay }: { autoplay: boolean }) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${new URLSearchParams({
    autoplay: autoplay ? '1' : '0',
    rel: '0',
    modestbranding: '1',
  })}`

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
export const channelUrl = (channelId: string) => `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`
