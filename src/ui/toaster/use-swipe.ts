import { useRef, useState, type PointerEvent } from 'react'

// Movement below this is a tap (the close button keeps working); above it the card follows the finger.
const START_BUFFER_PX = 8

/**
 * Horizontal drag on a toast: the card follows the pointer, and on release `onRelease` gets the
 * distance (the toaster machine decides whether it was far enough to dismiss).
 */
export function useSwipe(onRelease: (distance: number) => void) {
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)
  const swiping = useRef(false)

  const reset = () => {
    start.current = null
    swiping.current = false
    setOffset(0)
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      start.current = event.clientX
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return
      const distance = event.clientX - start.current
      if (!swiping.current && Math.abs(distance) < START_BUFFER_PX) return
      if (!swiping.current) {
        swiping.current = true
        // Capture only once it is a swipe, so a tap on the close button still clicks it.
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
      setOffset(distance)
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return
      const distance = event.clientX - start.current
      const wasSwipe = swiping.current
      reset()
      if (wasSwipe) onRelease(distance)
    },
    onPointerCancel: reset,
  }

  return { offset, handlers }
}
