import { embedUrl } from '@/lib/youtube'

/** The privacy-enhanced YouTube player: autoplay on, related videos off. */
export function YouTubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <iframe
      key={videoId}
      src={embedUrl(videoId, { autoplay: true })}
      title={title}
      className="size-full"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  )
}
