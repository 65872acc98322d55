// The video facade island: the first click swaps the poster's play link for the video host's autoplaying embed.
import { useState } from 'react'
import { VideoFacadeView, type VideoFacadeProps } from '../../src/views/islands/video-facade-view'

export default function VideoFacade(props: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  return (
    <VideoFacadeView
      {...props}
      playing={playing}
      onPlay={(event) => {
        event.preventDefault()
        setPlaying(true)
      }}
    />
  )
}
