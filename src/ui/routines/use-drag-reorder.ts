import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'

/**
 * Reordering by drag, with a mouse, a pen or a finger: pressing an item's handle and moving
 * over another item's middle moves it there at once (`onMove`), so the list shows where it goes.
 * The buttons beside each item do the same from the keyboard.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const list = useRef<HTMLOListElement>(null)
  const dragging = useRef<{ index: number; stop: () => void } | null>(null)
  // The item being dragged, to lift it on screen.
  const [dragged, setDragged] = useState<number | null>(null)
  useEffect(() => () => dragging.current?.stop(), [])

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])

  const moveTo = (clientY: number) => {
    const drag = dragging.current
    if (!drag) return
    const rects = items().map((item) => item.getBoundingClientRect())
    // The item under the pointer, once it has passed that item's middle.
    let to = drag.index
    rects.forEach((rect, i) => {
      const middle = rect.top + rect.height / 2
      if (i < drag.index && clientY < middle) to = Math.min(to, i)
      if (i > drag.index && clientY > middle) to = Math.max(to, i)
    })
    if (to === drag.index) return
    onMove(drag.index, to)
    drag.index = to
    setDragged(to)
  }

  const handleProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || dragging.current) return
      event.preventDefault()
      const { pointerId } = event
      // Followed on the window, not through a capture on the handle: the row she drags down is
      // taken out of the page and put back as the list reorders, and a browser may end the capture then.
      const move = (e: PointerEvent) => e.pointerId === pointerId && moveTo(e.clientY)
      const release = (e: PointerEvent) => e.pointerId === pointerId && stop()
      const stop = () => {
        window.removeEventListener('pointermove', move)
        window.removeEventListener('pointerup', release)
        window.removeEventListener('pointercancel', release)
        dragging.current = null
        setDragged(null)
      }
      window.addEventListener('pointermove', move)
      window.addEventListener('pointerup', release)
      window.addEventListener('pointercancel', release)
      dragging.current = { index, stop }
      setDragged(index)
    },
  })

  return { listRef: list, handleProps, dragged }
}
