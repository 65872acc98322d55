// Back-to-top island (SPEC §4, §9): after the scrolling settles (500 ms debounce), the button shows when the shopper
// scrolled up and is still more than half a window height down; it scrolls to the top in 500 ms.
import { useEffect, useState } from 'react'
import { BackToTopView, type BackToTopProps } from '../../src/views/islands/back-to-top-view'
import { scrollToY } from '../lib/scroll'

export default function BackToTop(props: BackToTopProps) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let last = scrollY
    let timer = 0
    const onScroll = () => {
      clearTimeout(timer)
      timer = window.setTimeout(() => {
        const y = scrollY
        setShown(y < last && y > innerHeight / 2)
        last = y
      }, 500)
    }
    const listening = new AbortController()
    addEventListener('scroll', onScroll, { passive: true, signal: listening.signal })
    return () => {
      listening.abort()
      clearTimeout(timer)
    }
  }, [])
  return (
    <BackToTopView
      {...props}
      shown={shown}
      onTop={() => {
        setShown(false)
        scrollToY(0)
      }}
    />
  )
}
