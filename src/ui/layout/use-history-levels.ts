import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The place in the history an entry kept for a level was made for (use-history-levels.ts):
     * no two such entries look alike to the router, which does not push an entry equal to the last.
     */
    level?: number
  }
}

// The screens and overlays keeping levels, the last opened on top: only the one on top keeps
// entries and answers back, so a screen never takes out the entries of an overlay open over it.
const open: object[] = []
const onTop = (level: object) => open.at(-1) === level

/**
 * The browser's back (a phone's back gesture) steps back within a screen (docs/product.md, Back
 * does what she expects). One entry of the browser's history is kept for each level she is in
 * (`levels`: an onboarding step past the first, an overlay open), all on the same address, so back
 * stays in the page and calls `onBack`, even when the entry before came from a full page load,
 * which no blocker can hold. `onBack` lowers `levels` (a step back, an overlay closed) or keeps it
 * (it asks first): then the entry is kept again. Levels lowered another way ('Voltar', the ×) and
 * an overlay that goes take their entries back out; a screen left for another keeps them.
 */
export function useHistoryLevels(levels: number, onBack: () => void): void {
  const { history, navigate } = useRouter()
  const latest = useRef({ levels, onBack })
  useEffect(() => {
    latest.current = { levels, onBack }
  })
  // The entry she was on when the screen opened, and its address.
  const base = useRef<{ index: number; pathname: string } | null>(null)
  // Where our own step back through the history is going, until it lands (the browser's is async).
  const goingTo = useRef<number | null>(null)
  // Bumped when the history moved under us: the entries are checked again.
  const [moves, setMoves] = useState(0)
  const [self] = useState(() => ({}))
  useEffect(() => {
    open.push(self)
    return () => void open.splice(open.indexOf(self), 1)
  }, [self])

  useEffect(() => {
    if (!onTop(self)) return
    base.current ??= { index: history.location.state.__TSR_index, pathname: history.location.pathname }
    const { index, pathname } = base.current
    if (goingTo.current !== null || history.location.pathname !== pathname) return
    const now = history.location.state.__TSR_index
    const wanted = index + levels
    for (let place = now + 1; place <= wanted; place++)
      void navigate({ href: history.location.href, state: { level: place }, resetScroll: false, ignoreBlocker: true })
    if (now > wanted) {
      goingTo.current = wanted
      history.go(wanted - now, { ignoreBlocker: true })
    }
  }, [levels, moves, history, navigate, self])

  useEffect(
    () =>
      history.subscribe(({ location, action }) => {
        const start = base.current
        if (!onTop(self) || action.type === 'PUSH' || action.type === 'REPLACE' || !start || location.pathname !== start.pathname) return
        if (goingTo.current !== null) {
          goingTo.current = null // ours has landed (or hers went further): check again
        } else if (latest.current.levels > 0 && location.state.__TSR_index < start.index + latest.current.levels) {
          latest.current.onBack()
        }
        setMoves((count) => count + 1)
      }),
    [history, self],
  )

  // Gone (an overlay closed): its entries go too, unless she already left for another address.
  // Checked a moment later, so React's second mount in development keeps them.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      queueMicrotask(() => {
        const start = base.current
        if (mounted.current || !start || history.location.pathname !== start.pathname) return
        const now = history.location.state.__TSR_index
        if (now > start.index) history.go(start.index - now, { ignoreBlocker: true })
      })
    }
  }, [history])
}
