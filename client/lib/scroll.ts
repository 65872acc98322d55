// SPEC §9: scroll animations take 500 ms (eased); with prefers-reduced-motion the page jumps.
export function scrollToY(target: number, duration = 500): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return scrollTo(0, target)
  const start = scrollY
  const began = performance.now()
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration)
    scrollTo(0, start + (target - start) * (t < 0.5 ? 2 * t * t : 1 - (2 - 2 * t) ** 2 / 2))
    if (t < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
