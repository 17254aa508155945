import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react'

/**
 * One tap, one answer (docs/product.md, One tap, one answer): the second tap of a double tap
 * (a click whose `detail` counts 2 or more: the same place, within the phone's double-tap time)
 * is swallowed when the first one moved her on (`step` changed in between), so it never lands on
 * the controls the next step put under her finger. Put `onClickCapture` on what holds the step's
 * controls; a keyboard's click (`detail` 0) and a tap after a pause pass.
 */
export function useOneTapPerStep(step: string | number) {
  const current = useRef(step)
  // Before the browser can deliver the second tap, the step it would land on is known.
  useLayoutEffect(() => {
    current.current = step
  }, [step])
  // The step as it was when her last tap landed.
  const tappedOn = useRef<string | number | null>(null)
  return useCallback((event: MouseEvent) => {
    if (event.detail >= 2 && tappedOn.current !== null && tappedOn.current !== current.current) {
      event.preventDefault()
      event.stopPropagation()
      return
    }
    tappedOn.current = current.current
  }, [])
}
