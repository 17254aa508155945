import { useCallback, useEffect, useRef } from 'react'

/**
 * Runs a task once the player's dialog has opened, at once after that. The dialog hides what is
 * below it a frame after it mounts (zag's ariaHidden, deferred): a celebration opened in the same
 * moment, for a run whose time ran out while she was away, would be hidden with the rest.
 */
export function useAfterOpening(): (task: () => void) => void {
  const opened = useRef(false)
  const waiting = useRef<(() => void)[]>([])
  useEffect(() => {
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        opened.current = true
        waiting.current.splice(0).forEach((task) => task())
      })
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [])
  return useCallback((task) => {
    if (opened.current) task()
    else waiting.current.push(task)
  }, [])
}
