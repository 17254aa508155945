import { useRef, useState, type PointerEvent } from 'react'

/**
 * Reordering by drag, with a mouse, a pen or a finger: pressing an item's handle and moving
 * over another item's middle moves it there at once (`onMove`), so the list shows where it goes.
 * The buttons beside each item do the same from the keyboard.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const list = useRef<HTMLOListElement>(null)
  const dragging = useRef<{ index: number; pointerId: number } | null>(null)
  // The item being dragged, to lift it on screen.
  const [dragged, setDragged] = useState<number | null>(null)
  const end = () => {
    dragging.current = null
    setDragged(null)
  }

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      event.preventDefault()
      event.currentTarget.setPointerCapture?.(event.pointerId)
      dragging.current = { index, pointerId: event.pointerId }
      setDragged(index)
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const drag = dragging.current
      if (!drag || drag.pointerId !== event.pointerId) return
      const rects = items().map((item) => item.getBoundingClientRect())
      // The item under the pointer, once it has passed that item's middle.
      let to = drag.index
      rects.forEach((rect, i) => {
        const middle = rect.top + rect.height / 2
        if (i < drag.index && event.clientY < middle) to = Math.min(to, i)
        if (i > drag.index && event.clientY > middle) to = Math.max(to, i)
      })
      if (to !== drag.index) {
        onMove(drag.index, to)
        dragging.current = { ...drag, index: to }
        setDragged(to)
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
  })

  return { listRef: list, handleProps, dragged }
}
