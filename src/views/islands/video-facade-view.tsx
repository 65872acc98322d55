// The video block's play button (server and browser): before the click no player, script or frame of the video host
// loads; the click swaps in the privacy-friendly embed. Without JavaScript the button is a link to the video's page.
import { videoEmbedUrl, videoPageUrl, type VideoProvider } from '../../domain/video'

export interface VideoFacadeProps {
  provider: VideoProvider
  videoId: string
  title: string
  labels: { play: string; notice: string }
}

export function VideoFacadeView(props: VideoFacadeProps & { playing?: boolean; onPlay?: (event: React.MouseEvent) => void }) {
  if (props.playing) {
    return (
      <iframe
        className="video__player"
        src={videoEmbedUrl(props.provider, props.videoId)}
        title={props.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <a
      className="video__play"
      href={videoPageUrl(props.provider, props.videoId)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={props.onPlay}
    >
      <span className="video__play-button" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      <span className="video__play-label">{props.labels.play}</span>
      <span className="video__notice">{props.labels.notice}</span>
    </a>
  )
}
